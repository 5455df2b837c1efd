import { todayBeforeSiteAnswers } from '@/features/admin/dashboard/api/stats-period-query';
import { useSiteInfo } from '@/lib/site-info.query';

/**
 * The business's today and time zone (GET /api/site), as every admin page reads them: "today" for the promo form's
 * default start date and the figures' presets is the business's today as the server sees it; until the
 * site answers, the browser's.
 */
export function useAdminDay(): { today: string; timeZone?: string } {
  const site = useSiteInfo();
  return { today: site.data?.today ?? todayBeforeSiteAnswers(), timeZone: site.data?.timeZone };
}
