import nodemailer, { type Transporter } from 'nodemailer';
import { desc } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { mailOutbox } from '../db/schema';
import { log } from '../log';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Free-form labels kept with the outbox row (e.g. kind: 'contact'). */
  meta?: Record<string, string>;
};

export type TSentMail = { id: number; transport: 'smtp' | 'outbox'; messageId?: string };

export type TMailer = {
  send(mail: TMail): Promise<TSentMail>;
  listOutbox(limit?: number): Promise<(typeof mailOutbox.$inferSelect)[]>;
};

/**
 * Sends mail through SMTP when a server is configured; otherwise keeps it in the outbox table so a
 * person trying the demo can read it at /outbox. With SMTP, the outbox row records that a mail went
 * out (to, subject, message id) but not its body: bodies can carry single-use links.
 */
export function createMailer(options: { getDb: () => Promise<TDatabase>; smtpUrl?: string; from: string }): TMailer {
  let transporter: Transporter | undefined;
  const transport = options.smtpUrl ? 'smtp' : 'outbox';

  return {
    async send(mail) {
      let messageId: string | undefined;
      if (options.smtpUrl) {
        transporter ??= nodemailer.createTransport(options.smtpUrl);
        const info = await transporter.sendMail({
          from: options.from,
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        messageId = info.messageId;
      }
      const db = await options.getDb();
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          from: options.from,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          text: transport === 'outbox' ? mail.text : '',
          html: transport === 'outbox' ? (mail.html ?? null) : null,
          transport,
          messageId: messageId ?? null,
          meta: mail.meta ?? null,
        })
        .returning({ id: mailOutbox.id });
      log.info({ mailId: row!.id, transport, kind: mail.meta?.kind }, 'mail sent');
      return { id: row!.id, transport, messageId };
    },

    async listOutbox(limit = 50) {
      const db = await options.getDb();
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },
  };
}
