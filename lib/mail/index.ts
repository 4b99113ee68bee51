import 'server-only';
import { getDb } from '../db/client';
import { env } from '../env';
import { createMailer, type TMail, type TMailer } from './mailer';

let instance: TMailer | undefined;

/** The app's mailer: SMTP when SMTP_URL is set, otherwise the outbox table (see lib/mail/mailer.ts). */
export function getMailer(): TMailer {
  instance ??= createMailer({ getDb, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  return instance;
}

export function sendMail(mail: TMail) {
  return getMailer().send(mail);
}

export type { TMail };
