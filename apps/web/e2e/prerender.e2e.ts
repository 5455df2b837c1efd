import { expect, test, type Browser, type Page } from '@playwright/test';
import { unique } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';

// The public pages arrive as HTML the api renders from the live reads (docs/adr/0032): readable before any script
// runs, each with its own head, then adopted by React without a mismatch. `drawnLast`: what the browser draws last on the page,
// once its client-only reads have answered.
const PAGES: { path: string; title: string; h1: string; texts: string[]; drawnLast?: string }[] = [
  {
    path: '/',
    title: 'Champions Party — Kids&#x27; Competition Events',
    h1: 'Turn Any Party Into an Epic Championship',
    // The packages, gallery teaser and testimonials come from the catalogue seed.
    texts: ['Choose Your Package', 'Classic Champions', '$400', 'Relay Race Finish Line', 'What Parents Are Saying'],
  },
  {
    path: '/packages',
    title: 'Packages — Champions Party',
    h1: 'Party Packages',
    texts: ['Classic Champions', 'Ultimate Champions', 'MOST POPULAR', 'What&#x27;s Included', '+$199'],
  },
  {
    path: '/competitions',
    title: 'Games — Champions Party',
    h1: 'Our Competition Games',
    texts: ['Showing 20 games', 'Relay Race Challenge', 'Red Light, Green Light', 'Clear Filters'],
  },
  {
    path: '/gallery',
    title: 'Gallery — Champions Party',
    h1: 'Event Gallery',
    texts: ['Relay Race Finish Line', 'Rainbow Parachute'],
  },
  {
    path: '/booking',
    title: 'Book Your Event — Champions Party',
    h1: 'Book Your Event',
    // The wizard's step 1 with the seed's games: the business's today and prices are read once the page runs.
    texts: ['five easy steps', 'Game intensity', 'Relay Race Challenge', '+ Add Your Own'],
    drawnLast: '#wizard-step-heading',
  },
  // The legal pages, from the business's Markdown (apps/web/src/content/legal).
  {
    path: '/privacy-policy',
    title: 'Privacy Policy — Champions Party',
    h1: 'Privacy Policy',
    texts: ['What we collect', 'never your card or bank details'],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service — Champions Party',
    h1: 'Terms of Service',
    texts: ['A 50% deposit secures the booking'],
  },
  {
    path: '/cancellation-policy',
    title: 'Cancellation Policy — Champions Party',
    h1: 'Cancellation Policy',
    texts: ['48 hours or more before the event'],
  },
  {
    path: '/how-it-works',
    title: 'How It Works — Champions Party',
    h1: 'How It Works',
    texts: ['Why Parents Love Our Process'],
  },
  { path: '/about', title: 'About Us — Champions Party', h1: 'About Champions Party', texts: ['Meet the Team'] },
  { path: '/contact', title: 'Contact Us — Champions Party', h1: 'Contact Us', texts: ['Frequently Asked Questions'] },
];

for (const { path, title, h1, texts } of PAGES) {
  test(`${path} is pre-rendered: heading, key texts and its own head, before any JavaScript`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    // React separates adjacent text parts with empty comments.
    const root = html.slice(html.indexOf('<div id="root">')).replace(/<!-- -->/g, '');
    expect(root).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    for (const text of texts) expect(root).toContain(text);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    for (const tag of ['og:title', 'og:description', 'og:type'])
      expect(html).toMatch(new RegExp(`<meta property="${tag}" content="[^"]+"`));
    expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
    // No inline script to run: the CSP (script-src 'self') would refuse it.
    expect(html).not.toMatch(/<script>/);
  });
}

/** Each form control in the page: whether it is disabled, and whether through an ancestor (a disabled fieldset). */
const controlStates = (page: Page) =>
  page.locator('#root').evaluate((root) =>
    [...root.querySelectorAll<HTMLButtonElement>('button, input, select, textarea')].map((control) => ({
      control: control.getAttribute('aria-label') || control.id || control.textContent,
      disabled: control.matches(':disabled'),
      byAncestor: control.matches(':disabled') && !control.disabled,
    })),
  );

/** The page's controls as painted from its HTML alone, no script run: there are some. */
async function controlsBeforeScripts(browser: Browser, path: string) {
  const painted = await browser.newContext({ javaScriptEnabled: false });
  const before = await painted.newPage();
  await before.goto(path);
  const states = await controlStates(before);
  await painted.close();
  expect(states.length).toBeGreaterThan(0);
  return states;
}

/** The one page the whole app adopts; the others are documents with islands (docs/adr/0033-public-pages-as-islands.md). */
const ADOPTED_BY_APP = ['/booking'];

for (const { path, h1, drawnLast } of PAGES.filter(({ path }) => ADOPTED_BY_APP.includes(path))) {
  test(`${path} takes no input before it is adopted, then all of it, without a console error or warning`, async ({
    browser,
    page,
  }) => {
    // Painted before its scripts run, a tap would be lost and a form would submit natively: every control waits.
    const unhydrated = await controlsBeforeScripts(browser, path);
    expect(unhydrated.filter(({ disabled }) => !disabled)).toEqual([]);

    const messages = consoleProblems(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    // Adopted: nothing is held disabled by the page any more (a control may still be disabled for its own reason).
    await expect.poll(async () => (await controlStates(page)).filter(({ byAncestor }) => byAncestor)).toEqual([]);
    // Hydrated: the header's account area has asked for the session and shows Login.
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (drawnLast) await expect(page.locator(drawnLast)).toBeVisible();
    expect(messages).toEqual([]);
  });
}

/**
 * The console's errors and warnings, and uncaught errors, from now on. Save one: an uploaded photo's image that is
 * gone. The gallery's document lists the photos uploaded when it is asked for, and `photos.e2e.ts`, beside this file,
 * deletes the one it uploads; a photo deleted between the document and its image's request is gone for any visitor,
 * not a fault of the page (the build's own artwork, which these pages show otherwise, is under /assets/).
 */
function consoleProblems(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (new URL(message.location().url || 'about:blank').pathname.startsWith('/media/')) return;
    messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/** React's production builds name their errors by this address: a script that has it is React. */
const REACT_MARKER = 'react.dev/errors';

/** The scripts the page has loaded so far, with whether each is React. */
function scriptsOf(page: Page) {
  const scripts: Promise<{ url: string; react: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().then((text) => ({ url: response.url(), react: text.includes(REACT_MARKER) })));
  });
  return () => Promise.all(scripts);
}

for (const { path, h1 } of PAGES.filter(({ path }) => !ADOPTED_BY_APP.includes(path))) {
  test(`${path} holds no control disabled, loads no React before an interaction, and logs no error`, async ({
    browser,
    page,
  }) => {
    // No fence: an island holds a tap or a submission until it is hydrated (src/islands.ts), a link just works.
    const unhydrated = await controlsBeforeScripts(browser, path);
    expect(unhydrated.filter(({ byAncestor }) => byAncestor)).toEqual([]);

    const messages = consoleProblems(page);
    const scripts = scriptsOf(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter(({ react }) => react)).toEqual([]);
    expect(messages).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a document's first tap wakes its island and is not lost", async ({ page }) => {
    const messages = consoleProblems(page);
    const scripts = scriptsOf(page);
    await page.goto('/how-it-works');
    await page.waitForLoadState('networkidle');
    expect((await scripts()).filter(({ react }) => react)).toEqual([]);
    // The tap that loads React and the header is replayed on the hydrated button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect((await scripts()).filter(({ react }) => react).length).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  });

  test("the home page's date check and the games' filter answer their first tap", async ({ page }) => {
    const messages = consoleProblems(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Check a date' }).click();
    await expect(page.getByRole('button', { name: 'Hide the date check' })).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/competitions');
    await page.waitForLoadState('networkidle');
    await page.getByRole('combobox', { name: 'Space Type' }).click();
    await page.getByRole('option', { name: 'Indoor', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Space Type' })).toHaveText('Indoor');
    expect(messages).toEqual([]);
  });
});

test("an invitation's document loads no React before an interaction, and its reply form's first tap works", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const booked = await bookAsParent(request, await freeSlot(request, 3, 131), {
    parentName: `Pat ${unique('Island')}`,
    childName: 'Robin Host',
    guestCount: 8,
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  const invited = await request.post(`/api/bookings/${id}/invitation`, { data: { shareAddress: false } });
  expect(invited.status()).toBe(201);
  const path = new URL(((await invited.json()) as { url: string }).url).pathname;

  const unhydrated = await controlsBeforeScripts(browser, path);
  expect(unhydrated.filter(({ byAncestor }) => byAncestor)).toEqual([]);
  const messages = consoleProblems(page);
  const scripts = scriptsOf(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: /invited to Robin/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await scripts()).filter(({ react }) => react)).toEqual([]);
  // The first focus wakes the island; what is typed meanwhile reaches the form.
  const form = page.getByRole('form', { name: 'Your child' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Noah');
  await form.getByRole('textbox', { name: 'Age' }).fill('6');
  await form.getByRole('combobox', { name: /Shirt size/ }).click();
  await page.getByRole('option', { name: 'Youth M', exact: true }).click();
  await form.getByRole('button', { name: 'Add my child' }).click();
  await expect(page.getByText('Thank you! Noah is on the list.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Noah$/ })).toBeVisible();
  expect((await scripts()).filter(({ react }) => react).length).toBeGreaterThan(0);
  expect(messages).toEqual([]);
});

test('a public page asks the API nothing before an interaction', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a route that is not pre-rendered, or asked with a query, gets the shell and renders in the browser', async ({
  request,
  page,
}) => {
  for (const path of ['/auth', '/contact?subject=pricing'])
    expect(await (await request.get(path)).text()).toContain('<div id="root"></div>');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});
