import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ADMIN_FIGURE_WORDS as W, type AdminStats } from '@app/contracts';
import { usd } from './admin-format';

/** A figure with its label above and, below, what it counts and for which days. */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text as="p" size="2" color="gray">
          {label}
        </Text>
        <Text as="p" size="7" weight="bold">
          {value}
        </Text>
        <Text as="p" size="2" color="gray">
          {note}
        </Text>
      </Flex>
    </Card>
  );
}

/**
 * SPEC §2's four cards as SPEC defines them (all time, every booking), each saying so; `data` is GET /api/admin/stats
 * (the server sums; the browser never loads every booking), undefined while it loads.
 */
export function StatCards({ data }: { data: AdminStats | undefined }) {
  const count = (value: number | undefined) => value?.toLocaleString('en-US') ?? '…';
  const money = (value: string | undefined) => (value === undefined ? '…' : usd(value));
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4" aria-busy={!data}>
      <StatCard
        label="Total Bookings"
        value={count(data?.totalBookings)}
        note={data ? W.totalBookingsNote(data.confirmedBookings) : '…'}
      />
      <StatCard label="Total Revenue" value={money(data?.totalRevenue)} note={W.totalRevenueNote} />
      <StatCard label="Avg Booking Value" value={money(data?.averageBookingValue)} note={W.averageNote} />
      <StatCard label="Active Users" value={count(data?.activeUsers)} note={W.activeUsersNote} />
    </Grid>
  );
}
