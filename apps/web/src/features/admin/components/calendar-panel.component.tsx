import { Button, Flex, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { CalendarAllocation } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useCalendar } from '@/features/admin/api/calendar.api';
import { addDays, shortDay, viewDays } from './calendar-dates';
import { CalendarGrid } from './calendar-grid.component';
import { MoveBookingDialog } from './move-booking-dialog.component';

type View = 'day' | 'week';

/** The Calendar's bookings (issue #27): a day or a week of allocations per team, with previous / today / next. */
export function CalendarPanel({ today }: { today: string }) {
  const [view, setView] = useState<View>('week');
  const [day, setDay] = useState(today);
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
        <LoadingState text="Loading the calendar…" />
      ) : calendar.isError ? (
        <ErrorState text="The calendar could not be loaded." />
      ) : (
        <>
          <CalendarGrid data={calendar.data} days={days} onOpen={setOpen} />
          {open && <MoveBookingDialog allocation={open} teams={calendar.data.teams} onClose={() => setOpen(null)} />}
        </>
      )}
    </section>
  );
}
