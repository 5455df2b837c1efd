import { Table, VisuallyHidden } from '@radix-ui/themes';
import type { AdminBookingSort } from '@app/contracts';
import { BookingsTableHeader } from './bookings-table-header.component';
import '@/features/admin/shared/components/admin-skeleton.css';

/**
 * The table's cells in order (bookings-table.component.tsx): the column's collapse class, the bar's width, and 2 for
 * the cells that hold two lines (date and time, type and theme, e-mail and phone).
 */
const CELLS: [className: string | undefined, width: string, lines?: 2][] = [
  [undefined, '7rem'],
  [undefined, '5rem'],
  [undefined, '7rem', 2],
  ['bookings-optional', '6rem', 2],
  ['bookings-optional', '1.5rem'],
  [undefined, '4rem'],
  [undefined, '4rem'],
  [undefined, '4.5rem'],
  ['bookings-optional', '7rem'],
  ['bookings-contact', '9rem', 2],
  [undefined, '2.5rem'],
];

/**
 * The table's shape while its first page loads: the real headers and a page's rows of grey bars in the same columns
 * (their heights the rows' own), so nothing moves when the bookings land. Not Radix's Skeleton: that component pulls
 * react-query into a chunk the home page loads (docs/adr/0019-public-pages-pre-rendered.md).
 */
export function BookingsTableSkeleton({
  rows,
  sort,
  onSort,
}: {
  rows: number;
  sort: AdminBookingSort;
  onSort: (sort: AdminBookingSort) => void;
}) {
  return (
    <>
      <VisuallyHidden role="status">Loading bookings...</VisuallyHidden>
      <Table.Root variant="surface" size="1" className="bookings-table" aria-busy>
        <BookingsTableHeader sort={sort} onSort={onSort} />
        <Table.Body>
          {Array.from({ length: rows }, (_, i) => (
            <Table.Row key={i} aria-hidden>
              <Table.RowHeaderCell>
                <span className="admin-skeleton" style={{ width: '5rem' }} />
              </Table.RowHeaderCell>
              {CELLS.map(([className, width, lines], cell) => (
                <Table.Cell key={cell} className={className}>
                  <span className="admin-skeleton" style={{ width }} />
                  {lines && <span className="admin-skeleton admin-skeleton-second" style={{ width: '60%' }} />}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}
