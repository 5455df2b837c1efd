import { Flex, Grid, Text } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { BOOKING_RULES, EVENT_TYPES, START_TIMES } from '@app/contracts';
import { formatUsd, PRICE_TABLE } from '@app/pricing';
import { FieldError } from '@/components/ui/form-field.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import type { BookingFormValues } from '../form/booking-form';
import { longDate } from '../form/calendar-day';
import { GuestStepper } from './guest-stepper.component';
import { LabelledSelect } from './labelled-select.component';

// The calendar (react-day-picker and its date-fns) is half of the wizard's code and only step 2 shows it: it is a
// chunk of its own, which the wizard asks for once a game is picked (preloadEventCalendar), so /booking and step 1
// never wait for it and step 2 normally finds it loaded.
const loadEventCalendar = () => import('./event-calendar.component');
const EventCalendar = lazy(() => loadEventCalendar().then((m) => ({ default: m.EventCalendar })));
/** A failed preload is not reported here: step 2's own load of the calendar reports it (the route's error page). */
export const preloadEventCalendar = () => void loadEventCalendar().catch(() => undefined);

/** SPEC §2 step 2: date (calendar), start time, number of children (stepper) and event type. */
export function StepDetails({ today, dateError }: { today: string; dateError?: string }) {
  const { control, formState } = useFormContext<BookingFormValues>();
  const guestError = formState.errors.guestCount?.message;
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="6">
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id="event-date-label">
          Event date
        </Text>
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
                  onChange={(v) => field.onChange(v)}
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
      </Flex>
      <Flex direction="column" gap="4">
        <LabelledSelect
          id="event-time"
          name="eventTime"
          label="Event time"
          placeholder="Select a start time"
          options={START_TIMES}
        />
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
          placeholder="Select an event type"
          options={EVENT_TYPES}
        />
      </Flex>
    </Grid>
  );
}
