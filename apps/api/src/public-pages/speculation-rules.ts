import { PUBLIC_DOCUMENT_PATHS } from '@app/contracts';

/** Where the public pages' speculation rules are served; each document names it in its Speculation-Rules header. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The type a browser requires of rules fetched through the Speculation-Rules header. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/** The header's value: a structured-field list of the rule sets' URLs. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/**
 * Links between the public pages are document loads (docs/adr/0033-public-pages-as-islands.md): the browser fetches
 * the next document ahead when the visitor shows intent (a pointer resting on the link, a touch starting on it:
 * eagerness "moderate"), so the tap lands on a page already there. Same-origin paths of the public documents only: the
 * app's other pages (the account, the admin) are not worth a guess.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: { href_matches: [...PUBLIC_DOCUMENT_PATHS] }, eagerness: 'moderate' }],
});
