import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type AdminBookingSort } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import type { TableFilters } from '@/features/admin/bookings/api/bookings-table-query';

const SORT_LABELS: Record<AdminBookingSort, string> = {
  '-createdAt': 'Newest first',
  createdAt: 'Oldest first',
  eventDate: 'Event date (soonest)',
  '-eventDate': 'Event date (latest)',
  price: 'Price (lowest)',
  '-price': 'Price (highest)',
};
const SEARCH_DELAY_MS = 300;

interface Props {
  filters: TableFilters;
  sort: AdminBookingSort;
  filtered: boolean;
  onChange: (changes: Partial<TableFilters & { sort: AdminBookingSort }>) => void;
  onClear: () => void;
}

/** Search, status, event-date range and sort of the bookings table; every change lands in the URL. */
export function BookingFilters({ filters, sort, filtered, onChange, onClear }: Props) {
  // Typing updates the box at once and the URL (and the request) once the typing pauses. The box follows the URL
  // only when something else changed it (Clear filters, back): echoing our own pushed value would overwrite what was
  // typed since.
  const [search, setSearch] = useState(filters.q ?? '');
  const pushed = useRef(filters.q);
  useEffect(() => {
    if (filters.q !== pushed.current) setSearch(filters.q ?? '');
    pushed.current = filters.q;
  }, [filters.q]);
  useEffect(() => {
    if (search.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(() => {
      pushed.current = search.trim() || undefined;
      onChange({ q: pushed.current });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q, onChange]);

  return (
    <Flex gap="3" wrap="wrap" align="end" mb="4" role="search" aria-label="Filter bookings">
      <Flex direction="column" gap="1" flexGrow="1" minWidth="220px">
        <Text as="label" size="2" weight="medium" htmlFor="bookings-search">
          Search
        </Text>
        <TextField.Root
          id="bookings-search"
          type="search"
          placeholder="Parent, child, e-mail or booking id"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon aria-hidden />
          </TextField.Slot>
        </TextField.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id="bookings-status-label">
          Status
        </Text>
        <Select.Root
          value={filters.status ?? 'all'}
          onValueChange={(value) =>
            onChange({ status: value === 'all' ? undefined : (value as TableFilters['status']) })
          }
        >
          <Select.Trigger aria-labelledby="bookings-status-label" />
          <Select.Content position="popper">
            <Select.Item value="all">All statuses</Select.Item>
            {BOOKING_STATUSES.map((status) => (
              <Select.Item key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <FormField
        id="bookings-from"
        label="Event from"
        type="date"
        value={filters.from ?? ''}
        onChange={(e) => onChange({ from: e.target.value || undefined })}
      />
      <FormField
        id="bookings-to"
        label="Event to"
        type="date"
        min={filters.from}
        value={filters.to ?? ''}
        onChange={(e) => onChange({ to: e.target.value || undefined })}
      />
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id="bookings-sort-label">
          Sort by
        </Text>
        <Select.Root value={sort} onValueChange={(value) => onChange({ sort: value as AdminBookingSort })}>
          <Select.Trigger aria-labelledby="bookings-sort-label" />
          <Select.Content position="popper">
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <Select.Item key={value} value={value}>
                {label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Button variant="soft" color="gray" onClick={onClear} disabled={!filtered}>
        Clear filters
      </Button>
    </Flex>
  );
}
