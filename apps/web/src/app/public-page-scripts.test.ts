import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS_RETENTION_NOTE, SETTINGS_RULES_NOTE, type PublicDocumentPath } from '@app/contracts';
import { ADMIN_BOOKINGS_STARTS, WebBuild } from '@app/web-build';
import { PUBLIC_DOCUMENTS } from './public-documents';

/**
 * A public page loads nothing that only the wizard's later steps, the forms, the account area or the admin need.
 * Checked against the build `npm test` makes before its suites (dist/web, its .vite/manifest.json). A document of
 * islands (docs/adr/0033-public-pages-as-islands.md) loads before any interaction the islands loader with its static
 * imports (its modulepreloads, src/render-document.tsx); /booking, adopted by the whole app, the entry with its static
 * imports (index.html's modulepreloads) and its route's chunk with its static imports (the router asks for it at once).
 * The admin's first screen, last, loads none of what only an opened booking needs.
 */
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../dist/web');

/**
 * Gzip of what each page loads, at most (kB). Documents of islands: 60 each (docs/product/pages.md#page-delivery; the
 * whole app's entry was 125 of them, React DOM 64). /booking (235 before its JavaScript was cut): the wizard's later
 * steps, the payment and what follows it load once a game is picked; so, since 180, do the validators
 * (class-validator, class-transformer, the DTO classes) and Radix's Select with its popup machinery (step 1's space
 * filter is a native select): 179.4 kB; 182 since the islands loader became a second entry (the code the two share
 * comes in more chunks, each compressed apart, even with the framework as one): 181.6 kB; 178 since the small shared
 * chunks are copied into their readers instead (vite.config.mts): 177.6 kB; 178.5 since each feature's query keys come
 * from its keys.ts (each such module carries the bundler's wrapper of a lazily started module): 178.05 kB; 179.5 since
 * every page's session read tells a host's phone whose kept party reads to forget (lib/host-reads.ts, needed wherever
 * someone else may sign in) and the step 2 reservation says why a limit refused it: 179.3 kB; 166 since the root theme
 * element is the site's own and Radix Themes' Theme module, with the Tooltip, popper and floating-ui it imports, loads
 * with the first dialog or select (components/ui/site-theme.ui.tsx): 165.8 kB; 167 since the waivers' error codes,
 * history sentence and keys join the tables every page reads (docs/product/waivers.md): 166.04 kB; 168 since step 2
 * holds a waiting list's offered time and offers the join on a full day (its form loads when opened): 167.52 kB; 153
 * since step 1 reads and writes the draft's atoms itself and react-hook-form comes with the form of steps 2 to 4, once
 * a game is picked (features/booking-wizard/components/later-steps-form.component.tsx): 152.77 kB; 153 still since the
 * toasts' viewport is drawn in the site's theme without Radix Themes' Theme module (components/ui/site-theme.ui.tsx),
 * which brought every popup part with it right after the first load (41 kB gzip more fetched): 153.00 kB; 153.5 since
 * isCalendarDate is a module of its own, its wrapper's few bytes for class-validator out of the admin's first load
 * (libs/shared/contracts/src/validation/calendar-date.ts): 153.02 kB; 152 since the default business name, which every
 * page's title reads, is no longer in the module of the settings form's rules and sentences
 * (libs/shared/contracts/src/site/site.contract.ts), 153.23 kB with the session asked for before the first render:
 * 151.41 kB.
 */
const ISLANDS_BUDGET_KB = 60;
const BOOKING_BUDGET_KB = 152;

/** Radix's Tooltip names its provider's context so (a string minifying keeps): a chunk that has it holds the popper. */
const TOOLTIP_MARKER = 'TooltipProvider';

/** React's production builds name their errors by this address: a chunk that has it is React (DOM). */
const REACT_MARKER = 'react.dev/errors';

/** Only reached after an interaction: the wizard's later steps, the account area, the admin, the other routes. */
const NEVER_BEFORE_INTERACTION = [
  /^src\/features\/(admin|host)\//,
  /(^|\/)(admin|host|host-party|auth|profile|manage-booking|invitation|not-found)\.route/,
  /(^|\/)account-menu\.component/,
  /(^|\/)payment-(panel|outcome-dialogs)\.component/,
  /(^|\/)step-(details|location|review|payment)\.component/,
  /(^|\/)(complete-booking|custom-game)-dialog\.component/,
  /(^|\/)event-calendar\.component/,
  /(^|\/)booking-validation\b/,
];
/**
 * /booking's step 1 (picking games) loads neither the forms' DTO resolver (the wizard's validators, with it, come with
 * the first game picked) nor Radix's Select (steps 2 and 3 use it): shared chunks named after their first module.
 */
const NEVER_ON_STEP_ONE = [/^select$/, /^dto-form$/];
/**
 * The form libraries, by their own option names that survive minification: react-hook-form's `shouldUnregister` and
 * class-validator's `customValidation` (the two reach the SPA through src/lib/dto-form.ts, whose chunk they share).
 */
const FORM_LIBRARIES = ['shouldUnregister', 'customValidation'];
/**
 * The admin's settings form's own sentences: a module comes into a page whole, so the settings' contract kept them
 * apart from what every page's title reads (the default business name).
 */
const SETTINGS_FORM_WORDS = [SETTINGS_RULES_NOTE, SETTINGS_RETENTION_NOTE];
/**
 * The pages whose first screen is a form: the contact form validates with the api's DTO. /booking's step 1 is no form
 * (the wizard's draft holds its answers); its later steps' form loads once a game is picked.
 */
const FORM_PAGES: PagePath[] = ['/contact'];

/** The public pages, and an invited family's page: a document of islands too, one per link (src/render-document.tsx). */
type PagePath = PublicDocumentPath | '/invitations/:token';

const adoptedByApp = (path: PagePath) =>
  path in PUBLIC_DOCUMENTS && PUBLIC_DOCUMENTS[path as PublicDocumentPath].adoptedBy === 'app';

function loadedBeforeInteraction(build: WebBuild, path: PagePath): string[] {
  const route = `src/app/routes/${path === '/' ? 'home' : path.slice(1)}.route.tsx`;
  return build.loadedWith(adoptedByApp(path) ? ['index.html', route] : ['src/islands.ts']);
}

const build = () => new WebBuild(DIST);
/** The chunks among `keys` whose code holds one of `markers`. */
const holding = (b: WebBuild, keys: string[], markers: string[]) =>
  keys.filter((key) => {
    const text = b.code(key).toString();
    return markers.some((marker) => text.includes(marker));
  });

describe('what a public page loads before any interaction', () => {
  const paths: PagePath[] = [...(Object.keys(PUBLIC_DOCUMENTS) as PublicDocumentPath[]), '/invitations/:token'];

  it.each(paths)('%s loads no chunk only a later interaction needs', (path) => {
    const b = build();
    const loaded = loadedBeforeInteraction(b, path).filter((key) =>
      NEVER_BEFORE_INTERACTION.some((pattern) => pattern.test(b.nameOf(key))),
    );
    expect(loaded).toEqual([]);
  });

  it("/booking's step 1 loads no validator and no Radix select", () => {
    const b = build();
    const loaded = loadedBeforeInteraction(b, '/booking');
    expect(loaded.filter((key) => NEVER_ON_STEP_ONE.some((pattern) => pattern.test(b.nameOf(key))))).toEqual([]);
    expect(holding(b, loaded, ['customValidation'])).toEqual([]);
  });

  it("/booking's route chunk is loaded without a preload link for each of its chunks", () => {
    // The entry's loader lists each lazy chunk's files by index (Vite's __vite__mapDeps); the route's, in React's render
    // while the page is adopted, may name stylesheets only (vite.config.mts, modulePreload).
    const b = build();
    const entry = b.code('index.html').toString();
    const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(entry)?.[1] ?? 'null') as string[] | null;
    const route = b.chunks['src/app/routes/booking.route.tsx'].file.replace(/^assets\//, '');
    const deps = new RegExp(
      `import\\(\`\\./${route.replace(/[.-]/g, '\\$&')}\`\\)[^;]*?__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`,
    ).exec(entry);
    expect(files && deps).toBeTruthy();
    const named = deps![1].split(',').map((index) => files![Number(index)]);
    expect(named.filter((file) => !file.endsWith('.css'))).toEqual([]);
  });

  it.each(paths)('%s loads no tooltip, popper or floating-ui', (path) => {
    // The site shows no tooltip: Radix Themes' root Theme would bring one (components/ui/site-theme.ui.tsx).
    const b = build();
    expect(holding(b, loadedBeforeInteraction(b, path), [TOOLTIP_MARKER])).toEqual([]);
  });

  it("/booking's toasts, whose viewport loads with the page, bring no tooltip, popper or floating-ui", () => {
    // Drawn in the site's theme without Radix Themes' Theme module, which would bring every popup part with it.
    const b = build();
    expect(holding(b, b.loadedWith(['src/components/ui/toast/toaster.ui.tsx']), [TOOLTIP_MARKER])).toEqual([]);
  });

  it("/booking, with the header every page wakes, loads none of the admin's settings form", () => {
    const b = build();
    expect(holding(b, loadedBeforeInteraction(b, '/booking'), SETTINGS_FORM_WORDS)).toEqual([]);
  });

  it.each(paths.filter((path) => !FORM_PAGES.includes(path)))('%s loads no form library', (path) => {
    const b = build();
    expect(holding(b, loadedBeforeInteraction(b, path), FORM_LIBRARIES)).toEqual([]);
  });

  it.each(paths)('%s stays within its gzip budget', (path) => {
    const b = build();
    expect(b.gzipKb(loadedBeforeInteraction(b, path))).toBeLessThanOrEqual(
      adoptedByApp(path) ? BOOKING_BUDGET_KB : ISLANDS_BUDGET_KB,
    );
  });

  it.each(paths.filter((path) => !adoptedByApp(path)))('%s loads no React before an interaction', (path) => {
    const b = build();
    expect(holding(b, loadedBeforeInteraction(b, path), [REACT_MARKER])).toEqual([]);
  });
});

describe("what the admin's bookings table loads before a booking is opened", () => {
  it("none of the booking's detail and no form library: they come with the first booking opened", () => {
    const b = build();
    const loaded = b.loadedWith(ADMIN_BOOKINGS_STARTS);
    expect(loaded.filter((key) => /\/booking-detail\.component\.tsx$/.test(b.nameOf(key)))).toEqual([]);
    // Its prefetch reads the URL's days with isCalendarDate alone (libs/shared/contracts/src/validation/calendar-date.ts).
    expect(holding(b, loaded, FORM_LIBRARIES)).toEqual([]);
  });
});
