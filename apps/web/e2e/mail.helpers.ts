import { readMails } from '@app/mail-files';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** A captured e-mail as its reader sees it. */
export interface ReadMail {
  subject: string;
  text: string;
}

/**
 * The newest e-mail to `to` whose subject matches, from the e2e stack's SMTP capture (E2E_MAIL_DIR, set by
 * `npm test`), waiting for the worker to send it.
 */
export async function waitForMail(to: string, subject: RegExp): Promise<ReadMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser suite with `npm test -- --suite e2e`.');
  let found: ReadMail | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of readMails(dir).reverse()) {
          if (!mail.to.includes(to)) continue;
          const parsed = await simpleParser(mail.raw);
          if (subject.test(parsed.subject ?? '')) {
            found = { subject: parsed.subject ?? '', text: parsed.text ?? '' };
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} with a subject like ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The booking page's signed link an e-mail carries (`/bookings/:id?token=...`), as a path on the site. */
export function bookingLinkIn(mail: ReadMail): string {
  const match = /https?:\/\/[^\s/]+(\/bookings\/[\w-]+\?token=[^\s>)]+)/.exec(mail.text);
  expect(match, `a booking link in "${mail.subject}"`).not.toBeNull();
  return match![1];
}
