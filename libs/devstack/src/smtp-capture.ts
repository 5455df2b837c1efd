import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { saveMail, type CapturedMail } from './mail-files';

export interface SmtpCapture {
  url: string;
  port: number;
  messages: CapturedMail[];
  /**
   * From now on, a message is read but not acknowledged (the sender waits, as on a slow server) until release(); one
   * whose sender disconnects meanwhile was never accepted and is not kept.
   */
  hold(): void;
  /** Acknowledges and keeps the held messages whose senders are still connected, and stops holding. */
  release(): void;
  /** Messages held now (their senders are inside their e-mail jobs, waiting). */
  heldCount(): number;
  close(): Promise<void>;
}

interface HeldMail {
  mail: CapturedMail;
  sessionId: string;
  accept: () => void;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of the mail the worker sends. `port` puts it
 * on a given port (a test of an SMTP outage starts it where the worker already points); `saveTo` also writes each
 * kept message to that directory (mail-files.ts), for a test in another process (the browser suite).
 */
export async function startSmtpCapture({
  port = 0,
  saveTo,
}: { port?: number; saveTo?: string } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const keep = (mail: CapturedMail) => {
    messages.push(mail);
    if (saveTo) saveMail(saveTo, mail, messages.length);
  };
  let holding = false;
  let heldMails: HeldMail[] = [];
  // A dev dependency, loaded only by the tests that start a capture (this lib is also the production launcher's).
  const { SMTPServer: Server } = await import('smtp-server');
  const server: SMTPServer = new Server({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // close() waits this long for senders still connected (a pooled transport keeps its connection open).
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (!holding) {
          keep(mail);
          return callback();
        }
        heldMails.push({ mail, sessionId: session.id, accept: () => callback() });
      });
    },
    onClose(session) {
      heldMails = heldMails.filter((held) => held.sessionId !== session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const held of heldMails.splice(0)) {
        keep(held.mail);
        held.accept();
      }
    },
    heldCount: () => heldMails.length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
