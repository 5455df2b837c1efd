import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { Inbox, InboxMail } from '@app/inbox';

/**
 * An e-mail as MailDev's page shows it to the reader (the run's inbox, which the worker sent it to): its HTML part's
 * frame, once its subject is drawn, so a journey opens the link a button really carried.
 */
export async function openOnMailDev(page: Page, inbox: Inbox, mail: InboxMail): Promise<FrameLocator> {
  await page.goto(`${inbox.url}/#/email/${mail.id}`);
  const shown = page.getByTestId('email-viewer');
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText(mail.subject);
  return shown.frameLocator('iframe[title="Email HTML content"]');
}
