import 'server-only';
import { app } from '../app';
import type { TMail, TMailer } from './mailer';

/** The app's mailer: SMTP when SMTP_URL is set, otherwise the outbox table (see lib/mail/mailer.ts); built by lib/app.ts. */
export function getMailer(): TMailer {
  return app().mailer;
}

export function sendMail(mail: TMail) {
  return getMailer().send(mail);
}

export type { TMail };
