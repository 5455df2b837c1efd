import { ADMIN_PAGES, fullName } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { AdminDashboard } from '@/features/admin/dashboard/components/admin-dashboard.component';
import { useAdminDay } from '@/features/admin/shell/components/use-admin-day.hook';

/** /admin: the welcome line, the notice of stand-ins and the figures. */
export function Component() {
  const { user } = useAuth();
  const { today } = useAdminDay();
  return (
    <>
      <PageTitle page={ADMIN_PAGES.dashboard.title} />
      <AdminDashboard adminName={user ? (fullName(user) ?? user.username) : 'admin'} today={today} />
    </>
  );
}
