import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState, type ReactNode } from 'react';
import {
  MANAGE_BOOKING_MESSAGES,
  startTimeLabel,
  type FreeStart,
  type ManagedBooking,
  type SlotRefusalDetails,
} from '@app/contracts';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useRescheduleBooking } from '../api/manage-booking.api';
import { formatEventDate } from './booking-display';

export interface Slot {
  date: string;
  time: string;
}

/** What the dialog says after a refusal: the server's message and, for a taken time, the free ones nearby. */
interface Refusal {
  message: string;
  alternatives: FreeStart[];
}

const slotLabel = ({ date, time }: Slot) => `${formatEventDate(date)} at ${startTimeLabel(time)}`;

/**
 * Moving a party to another free date and time: `picker` is the wizard's calendar and free times for the booking's game
 * count. A time another booking took meanwhile (409 SLOT_TAKEN) is shown with the nearest free times to pick from; too
 * late (CHANGE_TOO_LATE) says so. The price stays, so nothing about money is asked.
 */
export function RescheduleDialog({
  booking,
  token,
  picker,
}: {
  booking: ManagedBooking;
  token: string | null;
  picker: (props: { date: string; time: string; onChange: (slot: Slot) => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<Slot>({ date: booking.eventDate, time: '' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const reschedule = useRescheduleBooking(booking.id, token);
  const { toast } = useToast();
  const same = slot.date === booking.eventDate && slot.time === booking.eventTime;
  const ready = Boolean(slot.date && slot.time) && !same;

  const openWith = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSlot({ date: booking.eventDate, time: '' });
      setRefusal(null);
    }
  };
  const choose = (next: Slot) => {
    setSlot(next);
    setRefusal(null);
  };
  const confirm = () =>
    reschedule.submit(
      { eventDate: slot.date, eventTime: slot.time },
      {
        onSuccess: () => {
          toast({ title: 'Booking moved', description: `Your party is now on ${slotLabel(slot)}.` });
          setOpen(false);
        },
        onError: (error) => {
          const { code, message, details } = readApiError(error);
          const alternatives =
            code === 'SLOT_TAKEN' ? ((details as Partial<SlotRefusalDetails> | undefined)?.alternatives ?? []) : [];
          const fallback =
            code === 'CHANGE_TOO_LATE'
              ? MANAGE_BOOKING_MESSAGES.rescheduleTooLate
              : 'We could not move your booking. Please try again.';
          setRefusal({ message: message ?? fallback, alternatives });
        },
      },
    );

  return (
    <Dialog.Root open={open} onOpenChange={openWith}>
      <Dialog.Trigger>
        <Button size="3" variant="soft">
          Reschedule
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>Move your party</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Now: {slotLabel({ date: booking.eventDate, time: booking.eventTime })}. Pick a free date and start time; the
          price stays the same.
        </Dialog.Description>
        {picker({ date: slot.date, time: slot.time, onChange: choose })}
        {refusal && (
          <Callout.Root color="amber" role="alert" mt="4">
            <Callout.Text>{refusal.message}</Callout.Text>
            {refusal.alternatives.length > 0 && (
              <Flex gap="2" wrap="wrap" role="group" aria-label="Free times nearby">
                {refusal.alternatives.map((start) => (
                  <Button key={`${start.date} ${start.time}`} variant="soft" onClick={() => choose(start)}>
                    {slotLabel(start)}
                  </Button>
                ))}
              </Flex>
            )}
          </Callout.Root>
        )}
        {same && (
          <Text as="p" size="2" color="gray" mt="3">
            {MANAGE_BOOKING_MESSAGES.sameSlot}
          </Text>
        )}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Keep my date
            </Button>
          </Dialog.Close>
          {/* Its label names the whole new slot: it wraps on a phone rather than run past the dialog. */}
          <Button className="button-wraps" onClick={confirm} disabled={!ready} loading={reschedule.isPending}>
            {ready ? `Move to ${slotLabel(slot)}` : 'Move my party'}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
