import { Box, Flex, Heading } from '@radix-ui/themes';
import { ADMIN_FIGURE_WORDS as W } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useAdminStats } from '@/features/admin/dashboard/api/get-admin-stats.api';
import { PeriodPicker } from './period-picker.component';
import { PeriodFigures } from './period-figures.component';
import { StatCards } from './stat-cards.component';
import { useStatsPeriod } from './use-stats-period.hook';
import { WaitlistFiguresCards } from './waitlist-figures.component';

/**
 * The dashboard's figures from one GET /api/admin/stats: the chosen period's money collected and booked first (its
 * picker in the URL, `today` the business's), as the owner reads them; then the spec's four all-time cards, whose Total
 * Revenue counts unpaid and cancelled bookings too. The coming week's parties, from the same answer, are
 * DashboardParties, above. The waiting list's figures for the same period follow the period's money (their own read).
 */
export function DashboardFigures({ today }: { today: string }) {
  const { period, range, choose, showCustom } = useStatsPeriod(today);
  const { data, isError } = useAdminStats(range);
  if (isError) return <ErrorState text={W.failed} />;
  return (
    <Flex direction="column" gap="4" mb="6">
      <section aria-labelledby="period-figures-heading">
        <Flex justify="between" align="end" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" size="5" id="period-figures-heading">
            {W.heading}
          </Heading>
          <PeriodPicker period={period} range={range} onChoose={choose} onCustom={showCustom} />
        </Flex>
        {data && (
          <Flex direction="column" gap="4" aria-busy={data.period.from !== range.from || data.period.to !== range.to}>
            <PeriodFigures period={data.period} />
          </Flex>
        )}
        <Box mt="4">
          <WaitlistFiguresCards range={range} />
        </Box>
      </section>
      <StatCards data={data} />
    </Flex>
  );
}
