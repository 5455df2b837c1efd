import { Button, Flex, Grid, Text } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BOOKING_RULES, EVENT_TYPES, type FreeStart } from '@app/contracts';
import { formatUsd, PRICE_TABLE } from '@app/pricing';
import { FieldError, RequiredMark, RequiredNote } from '@/components/ui/form-field.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import type { BookingFormValues } from '../form/booking-form';
import { longDate, parseDay } from '../form/calendar-day';
import { freeTimesHint } from '../form/free-times-hint';
import { timeNotFree, type SlotNotice } from '../form/slot-notice';
import { useStepAvailability } from '../form/use-step-availability.hook';
import type { HeldOffer } from '../form/held-offer';
import type { WaitlistSlot } from '../form/waitlist-slot';
import { GuestStepper } from './guest-stepper.component';
import { LabelledSelect } from './labelled-select.component';
import { ReservationLine, type ReservationView } from './reservation-line.component';
import { SlotNoticeCallout } from './slot-notice.component';
import { StartTimeItems } from './start-time-items.component';

// The calendar (react-day-picker and its date-fns) is half of the wizard's code and only step 2 shows it: it is a
// chunk of its own, which the wizard asks for once a game is picked (preloadEventCalendar), so /booking and step 1
// never wait for it and step 2 normally finds it loaded.
const loadEventCalendar = () => import('./event-calendar.component');
const EventCalendar = lazy(() => loadEventCalendar().then((m) => ({ default: m.EventCalendar })));
/** A failed preload is not reported here: step 2's own load of the calendar reports it (the route's error page). */
export const preloadEventCalendar = () => void loadEventCalendar().catch(() => undefined);

/**
 * docs/product/pages.md#routes step 2: date (calendar), start time, number of children (stepper) and event type. The
 * calendar disables the days no team is free on for the chosen game count, the time select lists the chosen day's free
 * times only, and a chosen time that is not free (any more, or for this many games) is cleared with `notice` saying
 * why. While the free times cannot be read the select stays closed and the parent may try again: offering every time
 * would only lead to a refusal at submit. The chosen time is reserved for the parent (`reservation`), and the line
 * under the select says until when, in the business's time zone, and what happens then.
 */
export function StepDetails({
  today,
  dateError: typedDateError,
  games,
  notice,
  onNotice,
  reservation,
  timeZone,
  waitlist,
  offer,
}: {
  today: string;
  /** The DTO's message for the date typed (the form's own, the server's among them, goes first). */
  dateError?: string;
  games: number;
  notice: SlotNotice | null;
  onNotice: (notice: SlotNotice | null) => void;
  /** The chosen time's reservation: live (its expiry), lapsed or not held; none while asked for or refused. */
  reservation: ReservationView;
  /** The business's time zone (GET /api/site). */
  timeZone: string;
  /** A fully booked day's waiting list: a full day clicked, a day without free times, a refusal with none that day. */
  waitlist?: WaitlistSlot;
  /** The time the waiting list holds for this family: free to them, whatever the availability read says. */
  offer?: HeldOffer | null;
}) {
  const { control, formState, setValue } = useFormContext<BookingFormValues>();
  const dateError = formState.errors.eventDate?.message ?? typedDateError;
  const [eventDate, eventTime, parentEmail] = useWatch({ control, name: ['eventDate', 'eventTime', 'parentEmail'] });
  /** A fully booked day clicked in the calendar (it stays unchosen): its waiting list shows under the calendar. */
  const [fullDay, setFullDay] = useState('');
  const [month, setMonth] = useState(() => parseDay(eventDate) ?? parseDay(today) ?? new Date());
  const reservationToken =
    reservation && typeof reservation === 'object' && 'token' in reservation ? reservation.token : undefined;
  const { fullDays, freeTimes, checking, failed, retry } = useStepAvailability({
    month,
    today,
    games,
    eventDate,
    reservationToken,
    offer,
  });
  const guestError = formState.errors.guestCount?.message;

  useEffect(() => {
    if (!eventTime || !freeTimes) return;
    if (freeTimes.includes(eventTime)) onNotice(null);
    else {
      setValue('eventTime', '', { shouldDirty: true });
      onNotice({ message: timeNotFree(eventTime, eventDate, games), alternatives: [] });
    }
  }, [eventTime, eventDate, freeTimes, games, setValue, onNotice]);

  const pick = ({ date, time }: FreeStart) => {
    setValue('eventDate', date, { shouldValidate: true, shouldDirty: true });
    setValue('eventTime', time, { shouldValidate: true, shouldDirty: true });
    setMonth(parseDay(date) ?? month);
    setFullDay('');
    onNotice(null);
  };
  // The day to wait for: a full day clicked, else the chosen day when it has no free time left, or when the server's
  // refusal of its time (a Submit's 409) offers free times on other days only. (A notice without alternatives is this
  // step's own, of a time too short for the games: the day's other free times are listed.)
  const otherDaysOnly =
    notice !== null && notice.alternatives.length > 0 && !notice.alternatives.some((start) => start.date === eventDate);
  const waitDay = fullDay || (eventDate && (freeTimes?.length === 0 || otherDaysOnly) ? eventDate : '');
  // The select needs the chosen time among its options to show it while the free ones are not known.
  const timeOptions = freeTimes ?? (eventTime ? [eventTime] : []);
  const timeHint = freeTimesHint({ date: eventDate, failed, checking, freeTimes });

  return (
    <>
      <RequiredNote />
      {notice && <SlotNoticeCallout notice={notice} onPick={pick} />}
      <Grid columns={{ initial: '1', md: '2' }} gap="6">
        <Flex direction="column" gap="1">
          <Flex gap="1">
            <Text size="2" weight="medium" id="event-date-label">
              Event date
            </Text>
            <RequiredMark />
          </Flex>
          <Controller
            control={control}
            name="eventDate"
            render={({ field }) => (
              <>
                <Suspense
                  fallback={
                    <div className="event-calendar-placeholder">
                      <LoadingState text="Loading the calendar..." />
                    </div>
                  }
                >
                  <EventCalendar
                    value={field.value}
                    today={today}
                    fullDays={fullDays}
                    month={month}
                    onMonthChange={setMonth}
                    onChange={(v) => {
                      setFullDay('');
                      field.onChange(v);
                    }}
                    onFullDay={waitlist && setFullDay}
                    labelId="event-date-label"
                    invalid={Boolean(dateError)}
                  />
                </Suspense>
                <Text as="p" size="2" color="gray" aria-live="polite">
                  {field.value ? `Selected: ${longDate(field.value)}` : 'No date selected yet.'}
                </Text>
              </>
            )}
          />
          <FieldError id="event-date-error" text={dateError} />
          {waitlist && waitDay && (
            <div data-testid="step-details-waitlist">
              {waitlist({ day: waitDay, games, email: parentEmail || undefined, onPickTime: pick })}
            </div>
          )}
        </Flex>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <LabelledSelect
              id="event-time"
              name="eventTime"
              label="Event time"
              required
              placeholder="Select a start time"
              items={<StartTimeItems times={timeOptions} />}
              disabled={freeTimes === undefined || freeTimes.length === 0}
            />
            <Flex align="center" gap="2" aria-live="polite">
              {timeHint && (
                <Text size="1" color={failed ? 'red' : 'gray'}>
                  {timeHint}
                </Text>
              )}
              {failed && (
                <Button type="button" size="1" variant="soft" onClick={retry}>
                  Try again
                </Button>
              )}
            </Flex>
            {eventTime && <ReservationLine reservation={reservation} timeZone={timeZone} />}
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor="guest-count">
              Number of children
            </Text>
            <Controller
              control={control}
              name="guestCount"
              render={({ field }) => (
                <GuestStepper
                  id="guest-count"
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  describedBy={guestError ? 'guest-count-error' : 'guest-count-hint'}
                />
              )}
            />
            <Text size="1" color="gray" id="guest-count-hint">
              From {BOOKING_RULES.guestCountMin} to {BOOKING_RULES.guestCountMax} children. Up to{' '}
              {PRICE_TABLE.includedChildren} are included; each extra child is{' '}
              {formatUsd(PRICE_TABLE.extraChildCents, true)}.
            </Text>
            <FieldError id="guest-count-error" text={guestError} />
          </Flex>
          <LabelledSelect
            id="event-type"
            name="eventType"
            label="Event type"
            required
            placeholder="Select an event type"
            options={EVENT_TYPES}
          />
        </Flex>
      </Grid>
    </>
  );
}
