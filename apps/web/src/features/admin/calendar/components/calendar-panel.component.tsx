import { Button, Flex, Heading, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WAITLIST_OFFICE_WORDS, type CalendarAllocation } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { fetchNextBooking, useCalendar } from '@/features/admin/calendar/api/calendar.api';
import { useWaitlistDays } from '@/features/admin/calendar/api/waitlist.api';
import { useUrlParams } from '@/lib/use-url-params.hook';
import { addDays, addMonths, monthTitle, shortDay, viewDays, type CalendarView } from './calendar-dates';
import { BookingDetailDialog } from '@/features/admin/shared/booking-detail/components/booking-detail-dialog.component';
import { CalendarGrid } from './calendar-grid.component';
import { CalendarGridSkeleton, CalendarMonthSkeleton } from './calendar-grid-skeleton.component';
import { CalendarMonth } from './calendar-month.component';
import { MoveBookingDialog } from './move-booking-dialog.component';
import { WaitlistDayDialog } from './waitlist-day-dialog.component';

const VIEWS: CalendarView[] = ['month', 'week', 'day'];

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

const titleOf = (view: CalendarView, days: string[]) =>
  view === 'month'
    ? monthTitle(days[0])
    : days.length === 1
      ? shortDay(days[0])
      : `${shortDay(days[0])} – ${shortDay(days[6])}`;

/**
 * The Calendar's bookings: a month, a week or a day of allocations, opening on today's month, with previous / today /
 * next, a date picker and a jump to the next booking after the day shown. The view and its day are in the URL
 * (`view=day&day=yyyy-MM-dd`) like the other tabs' state, so a link opens that day.
 */
export function CalendarPanel({ today, timeZone }: { today: string; timeZone?: string }) {
  const [params, setParams] = useUrlParams();
  const view: CalendarView = VIEWS.find((v) => v === params.get('view')) ?? 'month';
  const wanted = params.get('day');
  const day = isDay(wanted) ? wanted : today;
  const show = (next: { view?: CalendarView; day?: string }) =>
    setParams({ view: next.view ?? view, day: next.day ?? day });
  const setDay = (value: string) => show({ day: value });
  // A booking chosen opens its details (phone, address, payments), from which the admin may move it.
  const [open, setOpen] = useState<{ allocation: CalendarAllocation; moving: boolean } | null>(null);
  const openDetail = (allocation: CalendarAllocation) => setOpen({ allocation, moving: false });
  const days = viewDays(view, day);
  const calendar = useCalendar(days[0], days[days.length - 1]);
  // The month's waiting families (docs/product/waitlist.md#the-office); a day's list opens over the calendar.
  const waitlistDays = useWaitlistDays(days[0], days[days.length - 1], view === 'month');
  const waitlistDay = params.get('waitlist');
  const openWaitlist = (d: string | undefined) => setParams({ waitlist: d });
  const step = (by: number) => (view === 'month' ? addMonths(day, by) : addDays(day, view === 'day' ? by : 7 * by));

  const queryClient = useQueryClient();
  const [jump, setJump] = useState<{ busy: boolean; message: string }>({ busy: false, message: '' });
  const nextBooking = async () => {
    setJump({ busy: true, message: '' });
    try {
      const next = await fetchNextBooking(queryClient, day);
      setJump({ busy: false, message: next.day ? '' : `No bookings after ${shortDay(day)}.` });
      if (next.day) setDay(next.day);
    } catch {
      setJump({ busy: false, message: 'The next booking could not be found. Please try again.' });
    }
  };

  return (
    <section aria-labelledby="calendar-heading">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="5" id="calendar-heading">
          Calendar: {titleOf(view, days)}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <SegmentedControl.Root
            value={view}
            onValueChange={(value) => show({ view: value as CalendarView })}
            aria-label="View"
          >
            <SegmentedControl.Item value="month">Month</SegmentedControl.Item>
            <SegmentedControl.Item value="week">Week</SegmentedControl.Item>
            <SegmentedControl.Item value="day">Day</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Button variant="soft" onClick={() => setDay(step(-1))}>
            Previous
          </Button>
          <Button variant="soft" onClick={() => setDay(today)}>
            Today
          </Button>
          <Button variant="soft" onClick={() => setDay(step(1))}>
            Next
          </Button>
          <Button variant="soft" onClick={nextBooking} loading={jump.busy}>
            Next booking
          </Button>
          <TextField.Root
            type="date"
            aria-label="Go to date"
            value={day}
            onChange={(event) => isDay(event.target.value) && setDay(event.target.value)}
          />
        </Flex>
      </Flex>
      <Text as="p" size="1" color="gray" mb="2">
        Dashed: an unpaid booking holding its team until the time shown. Choose a booking to see its details or move it
        {view === 'month' ? ', a day to see it by the hour' : ''}.
      </Text>
      {view === 'month' && waitlistDays.isError && (
        <Text as="p" size="2" color="gray" mb="2">
          {WAITLIST_OFFICE_WORDS.countsFailed}
        </Text>
      )}
      {jump.message && (
        <Text as="p" size="2" role="status" mb="2">
          {jump.message}
        </Text>
      )}
      {calendar.isPending ? (
        view === 'month' ? (
          <CalendarMonthSkeleton day={day} />
        ) : (
          <CalendarGridSkeleton days={days} />
        )
      ) : calendar.isError ? (
        <ErrorState text="The calendar could not be loaded." />
      ) : (
        <>
          {view === 'month' ? (
            <CalendarMonth
              data={calendar.data}
              day={day}
              today={today}
              timeZone={timeZone}
              onOpen={openDetail}
              onOpenDay={(d) => show({ view: 'day', day: d })}
              waitlist={waitlistDays.data && { counts: waitlistDays.data, onOpen: openWaitlist }}
            />
          ) : (
            <CalendarGrid data={calendar.data} days={days} timeZone={timeZone} onOpen={openDetail} />
          )}
          <BookingDetailDialog
            bookingId={open && !open.moving ? open.allocation.bookingId : null}
            onClose={() => setOpen(null)}
            actions={
              open && (
                <Button variant="soft" onClick={() => setOpen({ ...open, moving: true })}>
                  Move booking…
                </Button>
              )
            }
          />
          {open?.moving && (
            <MoveBookingDialog allocation={open.allocation} teams={calendar.data.teams} onClose={() => setOpen(null)} />
          )}
        </>
      )}
      {isDay(waitlistDay) && <WaitlistDayDialog day={waitlistDay} onClose={() => openWaitlist(undefined)} />}
    </section>
  );
}
