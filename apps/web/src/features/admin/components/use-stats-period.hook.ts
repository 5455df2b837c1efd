import { useCallback } from 'react';
import {
  isCalendarDate,
  presetRange,
  STATS_PERIODS,
  type DayRange,
  type StatsPeriod,
  type StatsPreset,
} from '@app/contracts';
import { useUrlParams } from '@/lib/use-url-params.hook';

/** The URL's parameters of the figures' period; they stay when the admin switches tabs. */
export const PERIOD_PARAMS = ['period', 'periodFrom', 'periodTo'] as const;

const DEFAULT_PERIOD: StatsPreset = 'this-month';

/**
 * The dashboard's period in the URL (`period`, and `periodFrom`/`periodTo` when custom), so a refresh or a shared link
 * shows the same figures. Presets are worked out from the business's `today`; a custom period a person mangled in the
 * address bar falls back to this month rather than reaching the API.
 */
export function useStatsPeriod(today: string) {
  const [params, setParams] = useUrlParams();
  const asked = params.get('period');
  const period: StatsPeriod = STATS_PERIODS.find((p) => p === asked) ?? DEFAULT_PERIOD;
  const from = params.get('periodFrom');
  const to = params.get('periodTo');
  const customOk = period === 'custom' && isCalendarDate(from) && isCalendarDate(to) && from <= to;
  const range: DayRange = customOk ? { from, to } : presetRange(period === 'custom' ? DEFAULT_PERIOD : period, today);

  /** A preset; Custom starts from the days on screen. */
  const choose = useCallback(
    (next: StatsPeriod) =>
      setParams({
        period: next === DEFAULT_PERIOD ? undefined : next,
        periodFrom: next === 'custom' ? range.from : undefined,
        periodTo: next === 'custom' ? range.to : undefined,
      }),
    [setParams, range.from, range.to],
  );
  const showCustom = useCallback(
    (days: DayRange) => setParams({ period: 'custom', periodFrom: days.from, periodTo: days.to }),
    [setParams],
  );

  return { period: customOk || period !== 'custom' ? period : DEFAULT_PERIOD, range, choose, showCustom };
}
