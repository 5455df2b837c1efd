import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { PromoCodesPanel } from '@/features/admin/promo/components/promo-codes-panel.component';
import { useAdminDay } from '@/features/admin/shell/components/use-admin-day.hook';

export function Component() {
  const { today } = useAdminDay();
  return (
    <>
      <PageTitle page={ADMIN_PAGES['promo-codes'].title} />
      <PromoCodesPanel today={today} />
    </>
  );
}
