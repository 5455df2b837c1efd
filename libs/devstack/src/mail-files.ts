import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// No @app imports: the browser suite loads this file by its own alias (apps/web/tsconfig.json).

/** One message as the SMTP capture received it (the envelope and the raw RFC 5322 text). */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * The e2e stack's mailbox (issue #28): its SMTP capture writes each accepted message to a file of `dir`, numbered in
 * the order received, and the browser suite, another process, reads them back to follow the links mails carry.
 */
export function saveMail(dir: string, mail: CapturedMail, index: number): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${String(index).padStart(6, '0')}.json`), JSON.stringify(mail));
}

/** Every message saved in `dir`, oldest first. */
export function readMails(dir: string): CapturedMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CapturedMail);
}
