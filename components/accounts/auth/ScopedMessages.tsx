import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

type TMessages = Record<string, unknown>;

/**
 * Sends the messages of the account forms to the browser only on the pages that show them (not
 * with every page, as the shell's CLIENT_NAMESPACES are): the client components below read only
 * what `pick` returns.
 */
export async function ScopedMessages({ pick, children }: { pick: (messages: TMessages) => TMessages; children: ReactNode }) {
  const messages = (await getMessages()) as TMessages;
  return <NextIntlClientProvider messages={pick(messages) as AbstractIntlMessages}>{children}</NextIntlClientProvider>;
}

/** The `PasswordReset` messages plus the password messages of the registration rule. */
export function pickPasswordResetMessages(messages: TMessages): TMessages {
  const validation = (messages.ParticipantValidation ?? {}) as { participant?: Record<string, unknown> };
  return {
    PasswordReset: messages.PasswordReset,
    ParticipantValidation: {
      participant: {
        password: validation.participant?.password,
        passwordConfirmation: validation.participant?.passwordConfirmation,
      },
    },
  };
}
