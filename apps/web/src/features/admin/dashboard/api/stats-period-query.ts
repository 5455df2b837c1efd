import {
  isCalendarDate,
  presetRange,
  STATS_PERIODS,
  type DayRange,
  type StatsPeriod,
  type StatsPreset,
} from '@app/contracts';

export const DEFAULT_PERIOD: StatsPreset = 'this-month';

/**
 * The figures' period as the URL's parameters give it (`period`, and `periodFrom`/`periodTo` when custom), from the
 * business's `today`: the dashboard and the /admin route's prefetch read it here, so both ask for the same query key.
 * A custom period a person mangled in the address bar falls back to this month rather than reaching the API.
 */
export function statsPeriodQuery(params: URLSearchParams, today: string): { period: StatsPeriod; range: DayRange } {
  const asked = params.get('period');
  const period: StatsPeriod = STATS_PERIODS.find((p) => p === asked) ?? DEFAULT_PERIOD;
  const from = params.get('periodFrom');
  const to = params.get('periodTo');
  if (period === 'custom' && isCalendarDate(from) && isCalendarDate(to) && from <= to)
    return { period, range: { from, to } };
  const preset = period === 'custom' ? DEFAULT_PERIOD : period;
  return { period: preset, range: presetRange(preset, today) };
}
