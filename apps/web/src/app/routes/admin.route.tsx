import { fullName } from '@app/contracts';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard.component';
import { AdminTimeZoneContext } from '@/features/admin/components/admin-time-zone.context';
import { useSiteInfo } from '@/lib/site-info.query';
import { todayBeforeSiteAnswers } from '@/features/admin/api/stats-period-query';

/**
 * /admin: login and role admin required, checked by the route table's guard (app/router.tsx) before this
 * chunk loads; the API refuses everyone else on its own (401/403).
 */
export function Component() {
  const { user } = useAuth();
  // "Today" for the promo form's default start date is the business's today (docs/product/pages.md#business-facts), as
  // the server sees it; the Calendar's hold expiries and every other instant of the admin area are shown in the
  // business's time zone.
  const site = useSiteInfo();
  const today = site.data?.today ?? todayBeforeSiteAnswers();
  return (
    <AdminTimeZoneContext.Provider value={site.data?.timeZone}>
      <AdminDashboard
        adminName={user ? (fullName(user) ?? user.username) : 'admin'}
        today={today}
        timeZone={site.data?.timeZone}
      />
    </AdminTimeZoneContext.Provider>
  );
}
