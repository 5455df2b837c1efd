import { BOOKING_RULES, type AvailabilityQuery } from '@app/contracts';
import { useAvailability } from '../api/availability.api';
import { addDays, formatDay, parseDay } from './calendar-day';
import { withHeldTime, type HeldOffer } from './held-offer';

/**
 * The days of `month` the calendar offers, as an availability range: from the business's `today` (or the month's
 * first day) to the booking horizon (or its last day); null when the month offers none.
 */
function monthQuery(month: Date, today: string, games: number, reservationToken?: string): AvailabilityQuery | null {
  const first = formatDay(new Date(month.getFullYear(), month.getMonth(), 1));
  const last = formatDay(new Date(month.getFullYear(), month.getMonth() + 1, 0));
  const horizon = formatDay(addDays(parseDay(today) ?? month, BOOKING_RULES.bookingHorizonDays));
  const from = first < today ? today : first;
  const to = last > horizon ? horizon : last;
  return from <= to ? { from, to, games, reservationToken } : null;
}

/**
 * What step 2 knows of the teams' time for the chosen game count: the fully booked days of the month the calendar
 * shows, and the free start times of the chosen day (undefined while unknown: not read yet, or it could not be).
 * The parent's own reservation leaves its time free to them, and so does a time the waiting list holds for them
 * (`offer`): its day is not full and its time is among the free ones.
 */
export function useStepAvailability({
  month,
  today,
  games,
  eventDate,
  reservationToken,
  offer,
}: {
  month: Date;
  today: string;
  games: number;
  eventDate: string;
  reservationToken?: string;
  offer?: HeldOffer | null;
}) {
  const shown = useAvailability(monthQuery(month, today, games, reservationToken));
  const chosenDay = parseDay(eventDate);
  // The chosen day's month: usually the one shown (one request), not when the parent pages to another month.
  const chosen = useAvailability(chosenDay ? monthQuery(chosenDay, today, games, reservationToken) : null);
  const fullDays = (shown.data?.days ?? [])
    .filter((d) => d.times.length === 0 && d.date !== offer?.date)
    .map((d) => d.date);
  const freeTimes = withHeldTime(chosen.data?.days.find((d) => d.date === eventDate)?.times, eventDate, offer);
  return {
    fullDays,
    freeTimes,
    checking: (shown.isLoading || chosen.isLoading) && freeTimes === undefined,
    failed: shown.isError || chosen.isError,
    retry: () => {
      if (shown.isError) void shown.refetch();
      if (chosen.isError) void chosen.refetch();
    },
  };
}
