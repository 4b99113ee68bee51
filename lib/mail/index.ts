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

/** The mail the app sent, newest first (the demo's /outbox page). */
export function listOutbox(limit?: number) {
  return getMailer().listOutbox(limit);
}

export type { TMail };
