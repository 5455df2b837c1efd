import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useAdminStats } from '@/features/admin/api/get-admin-stats.api';
import { usd } from './admin-format';

function StatCard({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
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

/** SPEC §2's four cards, from GET /api/admin/stats (the server sums; the browser never loads every booking). */
export function StatCards() {
  const { data, isError } = useAdminStats();
  if (isError) return <ErrorState text="Failed to load the statistics. Please try again later." />;
  const shown = (value: ReactNode) => (data ? value : '…');
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4" mb="6" aria-busy={!data}>
      <StatCard
        label="Total Bookings"
        value={shown(data?.totalBookings.toLocaleString('en-US'))}
        note={shown(`${data?.confirmedBookings.toLocaleString('en-US')} confirmed`)}
      />
      {/* SPEC's Total Revenue is what was booked; beside it what was collected (captures less refunds). */}
      <StatCard
        label="Total Revenue"
        value={shown(
          <>
            {usd(data?.totalRevenue)}{' '}
            <Text size="2" weight="regular" color="gray">
              booked
            </Text>
          </>,
        )}
        note={shown(`${usd(data?.collectedRevenue)} collected`)}
      />
      <StatCard label="Avg Booking Value" value={shown(usd(data?.averageBookingValue))} note="per booking" />
      <StatCard label="Active Users" value={shown(data?.activeUsers.toLocaleString('en-US'))} note="with bookings" />
    </Grid>
  );
}
