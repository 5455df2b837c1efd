import { Button, Table, VisuallyHidden } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons';
import type { AdminBookingSort, AdminBookingSortField } from '@app/contracts';

/** A sortable column header: a real button (keyboard and screen readers), the order announced by aria-sort. */
function SortHeader({
  field,
  label,
  sort,
  onSort,
  className,
}: {
  field: AdminBookingSortField;
  label: string;
  className?: string;
  sort: AdminBookingSort;
  onSort: (sort: AdminBookingSort) => void;
}) {
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : CaretSortIcon;
  return (
    <Table.ColumnHeaderCell aria-sort={direction} className={className}>
      <Button
        variant="ghost"
        color="gray"
        highContrast
        onClick={() => onSort(direction === 'ascending' ? `-${field}` : field)}
      >
        {label}
        <Icon aria-hidden />
        <VisuallyHidden>, sort {direction === 'ascending' ? 'descending' : 'ascending'}</VisuallyHidden>
      </Button>
    </Table.ColumnHeaderCell>
  );
}

/** The bookings table's column headers, the same for the table and its loading skeleton (no shift when it lands). */
export function BookingsTableHeader({
  sort,
  onSort,
}: {
  sort: AdminBookingSort;
  onSort: (sort: AdminBookingSort) => void;
}) {
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeaderCell>ID</Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell>Parent</Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell>Child</Table.ColumnHeaderCell>
        <SortHeader field="eventDate" label="Date" sort={sort} onSort={onSort} />
        <Table.ColumnHeaderCell className="bookings-optional">Type & theme</Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell className="bookings-optional">Guests</Table.ColumnHeaderCell>
        <SortHeader field="price" label="Price" sort={sort} onSort={onSort} />
        <Table.ColumnHeaderCell>Payment</Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
        <SortHeader field="createdAt" label="Created" className="bookings-optional" sort={sort} onSort={onSort} />
        <Table.ColumnHeaderCell className="bookings-contact">Contact</Table.ColumnHeaderCell>
        <Table.ColumnHeaderCell>
          <VisuallyHidden>Details</VisuallyHidden>
        </Table.ColumnHeaderCell>
      </Table.Row>
    </Table.Header>
  );
}
