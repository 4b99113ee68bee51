import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkResetToken, requestPasswordReset, type TPasswordResetDeps } from '@/lib/accounts/password-reset';
import { createApp } from '@/lib/app';
import type { TDatabase } from '@/lib/db/open';
import { mailOutbox } from '@/lib/db/schema';
import { DEMO_EMAILS, seedAccounts } from '@/lib/demo/accounts';
import { env } from '@/lib/env';
import { createMailer } from '@/lib/mail/mailer';
import { createRateLimiter } from '@/lib/security/rate-limit';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { startSmtpCapture, type TSmtpCapture } from '../fakes/smtp';
import { createTestDb } from '../setup/db';

/**
 * Mail through real SMTP (DESIGN.md, lib/mail): the app's mailer talks to an SMTP server on a
 * loopback port (smtp-server, tests/fakes/smtp.ts) and the test reads what arrived there, parsed
 * from the bytes on the wire: envelope, headers, body and link, in the reader's language.
 */
const state = { db: undefined as TDatabase | undefined };

const SITE = 'https://www.example.org';
const FROM = 'Portal <no-reply@test.example>';

describe('mail through SMTP', () => {
  let smtp: TSmtpCapture;
  let close: () => Promise<void>;
  let reset: TPasswordResetDeps;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const test = await createTestDb();
    state.db = test.db;
    close = test.close;
    await seedAccounts(test.db, { anchor: new Date(), passwordHash: 'not-a-real-hash' });
    const getDb = async () => test.db;
    reset = {
      db: test.db,
      rateLimiter: createRateLimiter(getDb),
      sendMail: createMailer({ getDb, smtpUrl: smtp.url, from: FROM }).send,
      siteUrl: SITE,
      supportEmail: 'support@test.example',
    };
  });
  afterAll(async () => {
    await smtp?.close();
    await close?.();
  });

  const accounts = [
    { locale: 'en', email: DEMO_EMAILS.promoter, subject: en.AccountMail.resetSubject, link: `${SITE}/ll/resetPassword?token=` },
    { locale: 'fr', email: DEMO_EMAILS.guardian, subject: fr.AccountMail.resetSubject, link: `${SITE}/ll/fr/resetPassword?token=` },
    { locale: 'es', email: DEMO_EMAILS.spectator, subject: es.AccountMail.resetSubject, link: `${SITE}/ll/es/resetPassword?token=` },
  ] as const;

  for (const account of accounts) {
    it(`mails a password reset link in the account's language (${account.locale})`, async () => {
      const before = smtp.mails.length;
      expect(await requestPasswordReset(reset, { email: account.email }, { ip: `203.0.113.${before + 1}` })).toEqual({ ok: true });

      expect(smtp.mails).toHaveLength(before + 1);
      const { envelope, message } = smtp.mails.at(-1)!;
      expect(envelope).toEqual({ from: 'no-reply@test.example', to: [account.email] });
      expect(message.from).toMatchObject({ name: 'Portal', address: 'no-reply@test.example' });
      expect(message.to).toEqual([expect.objectContaining({ address: account.email })]);
      // Accents survive the header encoding: "Réinitialiser", "contraseña".
      expect(message.subject).toBe(account.subject);

      const at = message.text!.indexOf(account.link);
      expect(at, message.text).toBeGreaterThan(0);
      const token = decodeURIComponent(/^[^\s]+/.exec(message.text!.slice(at + account.link.length))![0]);
      // The link in the mail opens the reset form (a valid, unused token).
      expect(await checkResetToken(reset, token)).toBe('valid');

      // The outbox records that it went out by SMTP, with the server's message id, not the link.
      const [row] = await state.db!.select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
      expect(row).toMatchObject({ transport: 'smtp', subject: account.subject, text: '', html: null, messageId: message.messageId });
    });
  }

  it('a mailbox the server refuses fails the send, and the outbox keeps no row for it', async () => {
    const to = 'gone@test.example';
    smtp.refuse.add(to);
    const before = smtp.mails.length;
    await expect(reset.sendMail({ to, subject: 'Hello', text: 'Body' })).rejects.toThrow(/550|mailbox unavailable/);
    expect(smtp.mails).toHaveLength(before);
    expect(await state.db!.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toEqual([]);
  });

  it('SMTP_URL makes the app send by SMTP, from MAIL_FROM, with the reply address', async () => {
    // The app as lib/app.ts builds it from that configuration, on this test's database.
    const { mailer } = createApp({ ...env, SMTP_URL: smtp.url, MAIL_FROM: 'Racing Portal <club@test.example>' }, { db: async () => state.db! });
    const sent = await mailer.send({ to: 'rider@test.example', replyTo: 'asker@test.example', subject: 'Inscription confirmée', text: 'Merci' });

    expect(sent.transport).toBe('smtp');
    const { envelope, message } = smtp.mails.at(-1)!;
    expect(envelope).toEqual({ from: 'club@test.example', to: ['rider@test.example'] });
    expect(message.from).toMatchObject({ name: 'Racing Portal', address: 'club@test.example' });
    expect(message.replyTo).toEqual([expect.objectContaining({ address: 'asker@test.example' })]);
    expect(message.subject).toBe('Inscription confirmée');
    expect(message.text?.trim()).toBe('Merci');
  });
});
