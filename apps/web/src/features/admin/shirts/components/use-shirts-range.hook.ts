import { useCallback } from 'react';
import { addDays, isCalendarDate, type DayRange } from '@app/contracts';
import { useUrlParams } from '@/lib/use-url-params.hook';

/**
 * How many days the Shirts tab looks ahead by default, today included: shirts are ordered for the parties to come,
 * whatever period the figures show.
 */
const SHIRTS_DEFAULT_DAYS = 30;

/**
 * The Shirts tab's own days (`shirtsFrom`, `shirtsTo` in the URL), the next SHIRTS_DEFAULT_DAYS of the business's
 * calendar from its `today` unless the admin chose others.
 */
export function useShirtsRange(today: string) {
  const [params, setParams] = useUrlParams();
  const from = params.get('shirtsFrom');
  const to = params.get('shirtsTo');
  const range: DayRange =
    isCalendarDate(from) && isCalendarDate(to) && from <= to
      ? { from, to }
      : { from: today, to: addDays(today, SHIRTS_DEFAULT_DAYS - 1) };
  const show = useCallback((days: DayRange) => setParams({ shirtsFrom: days.from, shirtsTo: days.to }), [setParams]);
  return { range, show };
}
