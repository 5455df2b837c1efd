import { Button, Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState } from 'react';
import {
  CALENDAR_MESSAGES,
  startTimeLabel,
  type AdminTeam,
  type CalendarAllocation,
  type FreeStart,
  type MoveBookingRequest,
  type SlotRefusalDetails,
} from '@app/contracts';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useFreeTimes, useMoveBooking } from '@/features/admin/calendar/api/calendar.api';
import { dateWithWeekday } from '@/features/admin/shared/components/admin-format';
import './calendar.css';

interface Props {
  allocation: CalendarAllocation;
  teams: AdminTeam[];
  onClose: () => void;
}

/** What changed against the booking's place now: only that is sent (the server keeps the rest). */
const changeOf = (a: CalendarAllocation, teamId: number, date: string, time: string): MoveBookingRequest => ({
  ...(teamId !== a.teamId ? { teamId } : {}),
  ...(date !== a.eventDate ? { eventDate: date } : {}),
  ...(time !== a.eventTime ? { eventTime: time } : {}),
});

/**
 * Moves a booking to another active team and/or another day and start time. The times offered are the day's free ones
 * for its game count (GET /api/availability), plus its own time on its own day; the server decides for the chosen team,
 * and a refusal (409 SLOT_TAKEN) is shown with the nearest free times to pick from.
 */
export function MoveBookingDialog({ allocation, teams, onClose }: Props) {
  const [teamId, setTeamId] = useState(allocation.teamId);
  const [date, setDate] = useState(allocation.eventDate);
  const [time, setTime] = useState(allocation.eventTime);
  const [refusal, setRefusal] = useState<{ message: string; alternatives: FreeStart[] } | null>(null);
  const free = useFreeTimes(date, allocation.gameCount);
  const move = useMoveBooking();
  const { toast } = useToast();

  const own = date === allocation.eventDate ? [allocation.eventTime] : [];
  const times = [...new Set([...own, ...(free.data ?? [])])].sort();
  const change = changeOf(allocation, teamId, date, time);
  const unchanged = Object.keys(change).length === 0;

  const submit = () => {
    setRefusal(null);
    move.mutate(
      { bookingId: allocation.bookingId, ...change },
      {
        onSuccess: () => {
          toast({ title: CALENDAR_MESSAGES.moved, description: `${allocation.shortId} · ${allocation.childName}` });
          onClose();
        },
        onError: (error) => {
          const { message, details } = readApiError(error);
          const alternatives = (details as SlotRefusalDetails | undefined)?.alternatives ?? [];
          setRefusal({ message: message ?? error.message, alternatives });
        },
      },
    );
  };
  const pick = (start: FreeStart) => {
    setDate(start.date);
    setTime(start.time);
    setRefusal(null);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>
          Move booking {allocation.shortId} ({allocation.childName})
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Now: {teams.find((t) => t.id === allocation.teamId)?.name ?? 'no team'},{' '}
          {dateWithWeekday(allocation.eventDate)} at {startTimeLabel(allocation.eventTime)}.
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <Text as="label" size="2" weight="medium">
            Team
            <select className="calendar-select" value={teamId} onChange={(e) => setTeamId(Number(e.target.value))}>
              {teams
                .filter((t) => t.active || t.id === allocation.teamId)
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
            </select>
          </Text>
          <Text as="label" size="2" weight="medium">
            Date
            <TextField.Root type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Text>
          <Text as="label" size="2" weight="medium">
            Start time
            <select className="calendar-select" value={time} onChange={(e) => setTime(e.target.value)}>
              {!times.includes(time) && <option value={time}>{startTimeLabel(time)} (not free)</option>}
              {times.map((t) => (
                <option key={t} value={t}>
                  {startTimeLabel(t)}
                </option>
              ))}
            </select>
          </Text>
          {!free.isPending && times.length === 0 && (
            <Text size="2" color="gray">
              No free start time on that day for {allocation.gameCount} games.
            </Text>
          )}
          {refusal && (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{refusal.message}</Callout.Text>
              {refusal.alternatives.length > 0 && (
                <Flex gap="2" wrap="wrap" aria-label="Free times nearby">
                  {refusal.alternatives.map((start) => (
                    <Button key={`${start.date} ${start.time}`} size="1" variant="soft" onClick={() => pick(start)}>
                      {dateWithWeekday(start.date)} {startTimeLabel(start.time)}
                    </Button>
                  ))}
                </Flex>
              )}
            </Callout.Root>
          )}
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
          <Button onClick={submit} disabled={unchanged} loading={move.isPending}>
            Move booking
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
