import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import {
  ADMIN_FIGURE_WORDS as W,
  ADMIN_STATS_MESSAGES,
  STATS_PERIOD_LABELS,
  STATS_PERIODS,
  type DayRange,
  type StatsPeriod,
} from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import './dashboard-figures.css';

interface Props {
  period: StatsPeriod;
  range: DayRange;
  onChoose: (period: StatsPeriod) => void;
  onCustom: (range: DayRange) => void;
}

/** This month, last month, this year, or custom days (From, To, Show); the figures follow the URL. */
export function PeriodPicker({ period, range, onChoose, onCustom }: Props) {
  const [days, setDays] = useState(range);
  const [error, setError] = useState<string>();
  // The fields follow the days on screen when a preset or the address changes them.
  useEffect(() => setDays({ from: range.from, to: range.to }), [range.from, range.to]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (days.to < days.from) return setError(ADMIN_STATS_MESSAGES.range);
    setError(undefined);
    onCustom(days);
  };
  const set = (key: keyof DayRange) => (e: { target: { value: string } }) =>
    setDays((d) => ({ ...d, [key]: e.target.value }));

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
        <form onSubmit={submit} aria-label="Custom period" noValidate>
          <Flex gap="3" wrap="wrap" align="end">
            <FormField id="stats-from" label={W.customFrom} type="date" value={days.from} onChange={set('from')} />
            <FormField
              id="stats-to"
              label={W.customTo}
              type="date"
              min={days.from}
              value={days.to}
              onChange={set('to')}
              error={error}
            />
            <Button type="submit" variant="soft" disabled={!days.from || !days.to}>
              {W.apply}
            </Button>
          </Flex>
        </form>
      )}
    </Flex>
  );
}
