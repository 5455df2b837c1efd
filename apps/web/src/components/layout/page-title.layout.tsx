import { DEFAULT_BUSINESS_NAME } from '@app/contracts';
import { useSiteInfo } from '@/lib/site-info.query';

/**
 * The business's saved name (GET /api/site), and the default one until the site answers. A public page's document
 * (public-documents.ts) is rendered by the api with the saved name already in it.
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
