import { useSiteInfo } from '@/lib/site-info.query';

/** The admin area's today until GET /api/site gives the business's (the first render and the prefetch agree). */
export const todayBeforeSiteAnswers = () => new Date().toISOString().slice(0, 10);

/**
 * The business's today and time zone (GET /api/site), as every admin page reads them: "today" for the promo form's
 * default start date and the figures' presets is the business's today as the server sees it; until the
 * site answers, the browser's.
 */
export function useAdminDay(): { today: string; timeZone?: string } {
  const site = useSiteInfo();
  return { today: site.data?.today ?? todayBeforeSiteAnswers(), timeZone: site.data?.timeZone };
}
