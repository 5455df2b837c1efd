import { useCallback } from 'react';
import type { DayRange, StatsPeriod } from '@app/contracts';
import { DEFAULT_PERIOD, statsPeriodQuery } from '@/features/admin/dashboard/api/stats-period-query';
import { useUrlParams } from '@/lib/use-url-params.hook';

/**
 * The dashboard's period in the URL (statsPeriodQuery), so a refresh or a shared link shows the same figures; presets
 * are worked out from the business's `today`.
 */
export function useStatsPeriod(today: string) {
  const [params, setParams] = useUrlParams();
  const { period, range } = statsPeriodQuery(params, today);
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

  return { period, range, choose, showCustom };
}
