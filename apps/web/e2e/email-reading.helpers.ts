import type { Inbox, InboxMail } from '@app/inbox';
import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.helpers';

export const PHONE = { width: 375, height: 812 };

/** The smallest target a finger hits surely: every button and link of an e-mail is at least this tall. */
const MIN_TARGET_PX = 44;

/**
 * An e-mail's HTML part as it was sent, from the raw message: MailDev's HTML view drops the head's meta tags (its
 * charset and viewport among them) and the doctype.
 */
export const sentHtml = async (inbox: Inbox, mail: InboxMail): Promise<string> => (await inbox.parse(mail)).html;

/**
 * An e-mail's HTML part opened as a phone's mail client shows it: a 375 × 812 mobile screen (which lays a page out at
 * 980 px unless its viewport says otherwise), the bytes served as text/html with no charset (a client that ignores
 * the MIME part's must find it in the document), in the light and then the dark scheme. In each: nothing scrolls
 * sideways, every link is at least 44 px tall and axe finds nothing serious (contrast included), and the dark scheme
 * really recolours the card (its styles kept). `check` reads the page once, in the light scheme.
 */
export async function readEmailOnAPhone(browser: Browser, html: string, check?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const address = 'https://mail.example/message';
    await page.route(address, (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(html, 'utf8') }),
    );
    await page.goto(address);
    expect(await page.evaluate(() => document.characterSet)).toBe('UTF-8');
    expect(await page.evaluate(() => document.documentElement.clientWidth), 'laid out at the phone’s width').toBe(
      PHONE.width,
    );
    if (check) await check(page);
    const cardColours: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      cardColours.push(await page.locator('.email-card').evaluate((card) => getComputedStyle(card).backgroundColor));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(
        PHONE.width,
      );
      for (const link of await page.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.height, `"${await link.innerText()}" is tall enough`).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      }
      await expectNoSeriousA11yViolations(page);
    }
    // The dark scan read the dark colours: the e-mail's dark-scheme styles reached the page.
    expect(cardColours[1], 'the card recoloured in the dark scheme').not.toBe(cardColours[0]);
  } finally {
    await context.close();
  }
}
