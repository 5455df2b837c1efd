import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ClientRoute } from '@app/contracts';
import { PUBLIC_DOCUMENTS } from './public-documents';

/**
 * A public page loads nothing that only the wizard's later steps, the forms, the account area or the admin need.
 * Checked against the build `npm test` makes before its suites (dist/web, its .vite/manifest.json): what a page loads
 * before any interaction is the entry with its static imports (index.html's modulepreloads) and its route's chunk with
 * its static imports (the router asks for it at once).
 */
const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../dist/web') + sep;
const MANIFEST = `${DIST}.vite/manifest.json`;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Gzip of what each page loads, at most (kB), a little above what it loads now; in brackets what it loaded before the
 * public pages' JavaScript was cut (a980629). Every page shares the entry's 125 kB: React DOM alone is 64 kB of it,
 * with React Router, TanStack Query and Radix Themes' theme (which brings the tooltip's positioning) most of the rest.
 * Each page budget is 1 kB more since the party day's, the reviews' and the albums' pages joined the route table: the
 * entry names every page's chunk and what it preloads (about 0.8 kB gzip for those eight pages). `/`, `/competitions`,
 * `/gallery` and `/privacy-policy` 1 kB more and `/contact` 2 since /booking's validators left its first screen: the same code in more
 * chunks (the bundler's runtime in one of its own, react-hook-form apart from class-validator), 0.5-1.6 kB of chunk
 * overhead, the entry's list of what each chunk preloads included.
 */
const BUDGET_KB: Record<string, number> = {
  '/': 141, // (135); 140 since the home page says the parents' average rating
  '/packages': 135, // (131)
  '/competitions': 162, // (157)
  '/how-it-works': 129, // (126)
  '/gallery': 149, // (144)
  '/about': 133, // (129)
  '/contact': 197, // (190)
  '/privacy-policy': 130, // (126)
  '/terms-of-service': 129, // (126)
  '/cancellation-policy': 129, // (126)
  // (235): the wizard's later steps, the payment and what follows it load once a game is picked; so, since 180, do the
  // validators (class-validator, class-transformer, the DTO classes) and Radix's Select with its popup machinery (step
  // 1's space filter is a native select): 179.4 kB.
  '/booking': 180,
};

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
/** The pages whose first screen is a form: the wizard's step 1 and the contact form validate with the api's DTO. */
const FORM_PAGES: ClientRoute[] = ['/booking', '/contact'];

const manifest = (): Record<string, ManifestChunk> => {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: build the SPA first (npm run build:web)`);
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
};

function loadedBeforeInteraction(chunks: Record<string, ManifestChunk>, path: ClientRoute): string[] {
  const route = `src/app/routes/${path === '/' ? 'home' : path.slice(1)}.route.tsx`;
  const entry = Object.keys(chunks).find((key) => chunks[key].isEntry);
  if (!entry || !chunks[route]) throw new Error(`the manifest has no entry or no ${route}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunks[key].imports ?? []) visit(imported);
  };
  visit(entry);
  visit(route);
  return [...seen];
}

const code = (chunk: ManifestChunk) => readFileSync(DIST + chunk.file);

describe('what a public page loads before any interaction', () => {
  const paths = Object.keys(PUBLIC_DOCUMENTS) as ClientRoute[];

  it.each(paths)('%s loads no chunk only a later interaction needs', (path) => {
    const chunks = manifest();
    // A chunk of its own module is named by it (src); one shared by several, by its first module's name.
    const loaded = loadedBeforeInteraction(chunks, path).filter((key) =>
      NEVER_BEFORE_INTERACTION.some((pattern) => pattern.test(chunks[key].src ?? chunks[key].name ?? key)),
    );
    expect(loaded).toEqual([]);
  });

  it("/booking's step 1 loads no validator and no Radix select", () => {
    const chunks = manifest();
    const loaded = loadedBeforeInteraction(chunks, '/booking');
    const early = loaded.filter((key) =>
      NEVER_ON_STEP_ONE.some((pattern) => pattern.test(chunks[key].src ?? chunks[key].name ?? key)),
    );
    expect(early).toEqual([]);
    expect(loaded.filter((key) => code(chunks[key]).toString().includes('customValidation'))).toEqual([]);
  });

  it.each(paths.filter((path) => !FORM_PAGES.includes(path)))('%s loads no form library', (path) => {
    const chunks = manifest();
    const withForms = loadedBeforeInteraction(chunks, path).filter((key) => {
      const text = code(chunks[key]).toString();
      return FORM_LIBRARIES.some((marker) => text.includes(marker));
    });
    expect(withForms).toEqual([]);
  });

  it.each(paths)('%s stays within its gzip budget', (path) => {
    const chunks = manifest();
    const gzip = loadedBeforeInteraction(chunks, path).reduce(
      (sum, key) => sum + gzipSync(code(chunks[key])).length,
      0,
    );
    expect(gzip / 1024).toBeLessThanOrEqual(BUDGET_KB[path]);
  });
});
