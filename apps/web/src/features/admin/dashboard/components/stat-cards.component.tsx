import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ADMIN_FIGURE_WORDS as W, type AdminStats } from '@app/contracts';
import { usd } from '@/features/admin/shared/components/admin-format';

/**
 * A figure with its label above and, below, what it counts and for which days. A `headline` (the period's money
 * collected and booked) is larger than the all-time cards, whose Total Revenue counts money not (yet) received.
 */
export function StatCard({
  label,
  value,
  notes,
  headline = false,
}: {
  label: string;
  value: ReactNode;
  notes: ReactNode[];
  headline?: boolean;
}) {
  return (
    <Card size={headline ? '3' : '2'}>
      <Flex direction="column" gap="1">
        <Text
          as="p"
          size={headline ? '3' : '2'}
          weight={headline ? 'medium' : undefined}
          color={headline ? undefined : 'gray'}
        >
          {label}
        </Text>
        <Text as="p" size={headline ? '8' : '5'} weight="bold">
          {value}
        </Text>
        {notes.map((note, i) => (
          <Text as="p" size="2" color="gray" key={i}>
            {note}
          </Text>
        ))}
      </Flex>
    </Card>
  );
}

/**
 * The four cards (docs/product/pages.md#routes) as docs/product/admin.md#figures defines them (all time, every
 * booking), each saying so; `data` is GET /api/admin/stats (the server sums; the browser never loads every booking),
 * undefined while it loads.
 */
export function StatCards({ data }: { data: AdminStats | undefined }) {
  const count = (value: number | undefined) => value?.toLocaleString('en-US') ?? '…';
  const money = (value: string | undefined) => (value === undefined ? '…' : usd(value));
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4" aria-busy={!data}>
      <StatCard
        label="Total Bookings"
        value={count(data?.totalBookings)}
        notes={[data ? W.totalBookingsNote(data.confirmedBookings) : '…']}
      />
      <StatCard label="Total Revenue" value={money(data?.totalRevenue)} notes={[W.totalRevenueNote]} />
      <StatCard label="Avg Booking Value" value={money(data?.averageBookingValue)} notes={[W.averageNote]} />
      <StatCard label="Active Users" value={count(data?.activeUsers)} notes={[W.activeUsersNote]} />
    </Grid>
  );
}
