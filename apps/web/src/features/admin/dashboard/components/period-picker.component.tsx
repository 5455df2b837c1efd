import { Flex, Text } from '@radix-ui/themes';
import {
  ADMIN_FIGURE_WORDS as W,
  STATS_PERIOD_LABELS,
  STATS_PERIODS,
  type DayRange,
  type StatsPeriod,
} from '@app/contracts';
import { CustomRangeForm } from '@/features/admin/shared/components/custom-range-form.component';
import './dashboard-figures.css';

interface Props {
  period: StatsPeriod;
  range: DayRange;
  onChoose: (period: StatsPeriod) => void;
  onCustom: (range: DayRange) => void;
}

/** This month, last month, this year, or custom days (From, To, Show); the figures follow the URL. */
export function PeriodPicker({ period, range, onChoose, onCustom }: Props) {
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor="stats-period">
          {W.picker}
        </Text>
        <select
          id="stats-period"
          className="period-select"
          value={period}
          onChange={(e) => onChoose(e.target.value as StatsPeriod)}
        >
          {STATS_PERIODS.map((p) => (
            <option key={p} value={p}>
              {STATS_PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </Flex>
      {period === 'custom' && (
        <CustomRangeForm label="Custom period" idPrefix="stats" range={range} onShow={onCustom} />
      )}
    </Flex>
  );
}
