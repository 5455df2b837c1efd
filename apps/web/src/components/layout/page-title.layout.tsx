import { DEFAULT_BUSINESS_NAME } from '@app/contracts';
import { useSiteInfo } from '@/lib/site-info.query';

/**
 * The business's saved name (GET /api/site), and the default one until the site answers. A pre-rendered page
 * (prerendered-pages.ts, docs/adr/0019) is drawn at build time, when no settings are known: its HTML keeps the
 * default name, and the SPA shows the saved one once the site answers after hydration.
 */
export function useBusinessName(): string {
  return useSiteInfo().data?.businessName ?? DEFAULT_BUSINESS_NAME;
}

/** Every page's title: "Packages — <business name>". */
const pageTitle = (page: string, businessName: string) => `${page} — ${businessName}`;

/**
 * A page's <title> (React puts it in the document's head), with the business's saved name; the home page leads with
 * the name and its tagline instead.
 */
export function PageTitle({ page, tagline }: { page: string; tagline?: never } | { page?: never; tagline: string }) {
  const businessName = useBusinessName();
  return <title>{page === undefined ? pageTitle(businessName, tagline) : pageTitle(page, businessName)}</title>;
}
