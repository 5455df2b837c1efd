import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { ShirtOrderPanel } from '@/features/admin/shirts/components/shirt-order-panel.component';
import { useAdminDay } from '@/features/admin/shell/components/use-admin-day.hook';

export function Component() {
  const { today } = useAdminDay();
  return (
    <>
      <PageTitle page={ADMIN_PAGES.shirts.title} />
      <ShirtOrderPanel today={today} />
    </>
  );
}
