import { Badge, Card, Flex, Grid, Text } from '@radix-ui/themes';
import {
  ADMIN_FIGURE_WORDS as W,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  periodWords,
  type AdminStats,
} from '@app/contracts';
import { signedUsd, STATUS_COLOR, usd } from '@/features/admin/shared/components/admin-format';
import { StatCard } from './stat-cards.component';

/**
 * The period's figures: collected revenue net of refunds and the booked value of confirmed bookings after
 * discounts as the headlines, the bookings made by status; each says what it counts and for which days.
 */
export function PeriodFigures({ period }: { period: AdminStats['period'] }) {
  const days = periodWords(period);
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="4" aria-label={`Figures for ${days}`} role="group">
      <StatCard
        headline
        label={W.collected}
        value={signedUsd(period.collectedRevenue)}
        notes={[
          W.collectedNote(usd(period.capturedRevenue), usd(period.refundedRevenue)),
          W.daysNote(days, period.timeZone),
        ]}
      />
      <StatCard
        headline
        label={W.booked}
        value={usd(period.bookedValue)}
        notes={[W.bookedNote(period.bookingsByStatus.confirmed)]}
      />
      <Card size="2">
        <Flex direction="column" gap="2">
          <Text as="p" size="2" color="gray">
            {W.byStatus}
          </Text>
          <Flex asChild gap="2" wrap="wrap">
            <ul aria-label={W.byStatus} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {BOOKING_STATUSES.map((status) => (
                <li key={status}>
                  <Badge size="2" color={STATUS_COLOR[status]}>
                    {BOOKING_STATUS_LABELS[status]}: {period.bookingsByStatus[status].toLocaleString('en-US')}
                  </Badge>
                </li>
              ))}
            </ul>
          </Flex>
        </Flex>
      </Card>
    </Grid>
  );
}
