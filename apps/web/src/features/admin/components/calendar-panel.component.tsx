import { Button, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { CalendarAllocation } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useCalendar } from '@/features/admin/api/calendar.api';
import { useUrlParams } from '@/lib/use-url-params.hook';
import { addDays, shortDay, viewDays } from './calendar-dates';
import { CalendarGrid } from './calendar-grid.component';
import { CalendarGridSkeleton } from './calendar-grid-skeleton.component';
import { MoveBookingDialog } from './move-booking-dialog.component';

type View = 'day' | 'week';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The Calendar's bookings (issue #27): a day or a week of allocations per team, with previous / today / next. The
 * view and its day are in the URL (`view=day&day=yyyy-MM-dd`) like the other tabs' state, so a link opens that day.
 */
export function CalendarPanel({ today, timeZone }: { today: string; timeZone?: string }) {
  const [params, setParams] = useUrlParams();
  const view: View = params.get('view') === 'day' ? 'day' : 'week';
  const wanted = params.get('day');
  const day = isDay(wanted) ? wanted : today;
  const show = (next: { view?: View; day?: string }) => setParams({ view: next.view ?? view, day: next.day ?? day });
  const setView = (value: View) => show({ view: value });
  const setDay = (value: string) => show({ day: value });
  const [open, setOpen] = useState<CalendarAllocation | null>(null);
  const days = viewDays(view, day);
  const calendar = useCalendar(days[0], days[days.length - 1]);
  const step = view === 'day' ? 1 : 7;
  const title = days.length === 1 ? shortDay(days[0]) : `${shortDay(days[0])} – ${shortDay(days[6])}`;

  return (
    <section aria-labelledby="calendar-heading">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="5" id="calendar-heading">
          Calendar: {title}
        </Heading>
        <Flex gap="2" align="center" wrap="wrap">
          <SegmentedControl.Root value={view} onValueChange={(value) => setView(value as View)} aria-label="View">
            <SegmentedControl.Item value="day">Day</SegmentedControl.Item>
            <SegmentedControl.Item value="week">Week</SegmentedControl.Item>
          </SegmentedControl.Root>
          <Button variant="soft" onClick={() => setDay(addDays(day, -step))}>
            Previous
          </Button>
          <Button variant="soft" onClick={() => setDay(today)}>
            Today
          </Button>
          <Button variant="soft" onClick={() => setDay(addDays(day, step))}>
            Next
          </Button>
        </Flex>
      </Flex>
      <Text as="p" size="1" color="gray" mb="2">
        Dashed: an unpaid booking holding its team until the time shown. Choose a booking to move it.
      </Text>
      {calendar.isPending ? (
        <CalendarGridSkeleton days={days} />
      ) : calendar.isError ? (
        <ErrorState text="The calendar could not be loaded." />
      ) : (
        <>
          <CalendarGrid data={calendar.data} days={days} timeZone={timeZone} onOpen={setOpen} />
          {open && <MoveBookingDialog allocation={open} teams={calendar.data.teams} onClose={() => setOpen(null)} />}
        </>
      )}
    </section>
  );
}
