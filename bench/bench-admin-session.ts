import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** Production sessions are Secure cookies: the api (behind a trusted loopback proxy) must see https. */
export const HTTPS = { 'X-Forwarded-Proto': 'https' };

/**
 * A page-side expression (the benches compile without the DOM's types): the time, from the navigation start, the admin
 * bookings table's first row exists (its View button), or false before.
 */
export const FIRST_ROW_DRAWN = `document.querySelector('button[aria-label^="View booking #"]') ? performance.now() : false`;

/** Signs in as the bench stack's admin (ADMIN_USERNAME / ADMIN_PASSWORD) and returns the session's Cookie header. */
export async function adminCookie(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: apiUrl, ...HTTPS },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A fresh browser context (no cache) signed in as the admin from the site's own origin: production's session cookie
 * is Secure and __Host-, which Chromium takes from loopback but not planted from outside. Then one page of the app
 * reads the session, as after a sign-in on the site, so the browser keeps the app's hint that it is signed in
 * (apps/web/src/lib/signed-in-hint.ts, key `signed-in`). The pages' files stay in the browser's cache: a bench that
 * wants a cold load clears it (Network.clearBrowserCache).
 */
export const adminContext = (browser: Browser, apiUrl: string): Promise<BrowserContext> =>
  signedInContext(browser, apiUrl, { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! });

/** A fresh browser context signed in as `credentials`' account, as adminContext; `options` shape the context. */
export async function signedInContext(
  browser: Browser,
  apiUrl: string,
  credentials: { username: string; password: string },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: HTTPS, bypassCSP: true });
  const signIn = await context.newPage();
  await signIn.goto(`${apiUrl}/privacy-policy`);
  const status = await signIn.evaluate<number>(`fetch('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(${JSON.stringify(credentials)}),
  }).then((res) => res.status)`);
  if (status !== 200) throw new Error(`login: ${status}`);
  await signIn.goto(`${apiUrl}/profile`);
  await signIn.waitForFunction(`localStorage.getItem('signed-in') === '1'`);
  await signIn.close();
  return context;
}
