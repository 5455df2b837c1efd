import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { BookingsTable } from '@/features/admin/bookings/components/bookings-table.component';

export function Component() {
  return (
    <>
      <PageTitle page={ADMIN_PAGES.bookings.title} />
      <BookingsTable />
    </>
  );
}
