import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (smtp-server) on a loopback port that keeps every message it accepts, for
 * tests that send through the app's mailer with SMTP_URL pointing at it. Plain SMTP without TLS
 * or authentication, as a mail relay on the same host would take it. `refuse` makes it answer
 * RCPT TO for an address with a permanent failure (550), as a real server does for a mailbox it
 * will not take.
 */
export type TCapturedMail = {
  /** The envelope, as the SMTP session gave it (MAIL FROM, RCPT TO). */
  envelope: { from: string; to: string[] };
  /** The message as parsed from the bytes on the wire (headers decoded, body in text). */
  message: Email;
};

export type TSmtpCapture = {
  /** smtp://127.0.0.1:{port}, the value of SMTP_URL. */
  url: string;
  mails: TCapturedMail[];
  refuse: Set<string>;
  close: () => Promise<void>;
};

export async function startSmtpCapture(): Promise<TSmtpCapture> {
  const mails: TCapturedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (message) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            mails.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, message });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
