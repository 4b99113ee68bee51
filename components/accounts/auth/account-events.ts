'use client';

import { useEffect, useRef } from 'react';
import { useFormStatus } from 'react-dom';

/**
 * Who is signed in is a client island (AccountMenu, fed by /ll/api/account/me) that refetches after
 * each navigation. A sign-in, sign-up or sign-out that stays on the same path (the spectator
 * stepper, a guardian signing in inside the registration stepper, a logout from /login) announces
 * itself with this window event so the top bar follows without a reload.
 */
export const ACCOUNT_CHANGED_EVENT = 'portal:account-changed';

/** Tell the account island that the session changed (call once the server has answered). */
export function announceAccountChange(): void {
  window.dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT));
}

/**
 * Inside a form whose server action changes the session (logout): announces the change when the
 * action has finished, or when the form goes away because of it. The form itself stays a plain
 * server-action form, so it still works without JavaScript.
 */
export function AccountChangeSignal() {
  const { pending } = useFormStatus();
  const submitted = useRef(false);
  useEffect(() => {
    if (pending) {
      submitted.current = true;
    } else if (submitted.current) {
      submitted.current = false;
      announceAccountChange();
    }
  }, [pending]);
  useEffect(
    () => () => {
      if (submitted.current) announceAccountChange();
    },
    [],
  );
  return null;
}
