import { Heading, Text } from '@radix-ui/themes';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useAddBlackoutDays, useBlackoutDays, useRemoveBlackoutDays } from '@/features/admin/calendar/api/calendar.api';
import { DayRangeForm, DayRangeList } from '@/features/admin/shared/components/day-range-form.component';

/** Days on which no event starts, whatever the teams: the ones still to come, add and remove. */
export function BlackoutDaysPanel() {
  const days = useBlackoutDays();
  const add = useAddBlackoutDays();
  const remove = useRemoveBlackoutDays();
  return (
    <section aria-labelledby="blackout-heading">
      <Heading as="h2" size="5" id="blackout-heading" mb="2">
        Blackout days
      </Heading>
      {days.isError && <ErrorState text="The blackout days could not be loaded." />}
      {days.data?.length === 0 && (
        <Text as="p" size="2" color="gray" mb="2">
          No blackout days ahead.
        </Text>
      )}
      <DayRangeList label="Blackout days" ranges={days.data ?? []} onRemove={(id) => remove.mutate(id)} />
      <DayRangeForm action="Add blackout days" onAdd={(range) => add.mutateAsync(range)} />
    </section>
  );
}
