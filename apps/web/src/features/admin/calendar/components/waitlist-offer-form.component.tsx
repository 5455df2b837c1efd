import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import {
  dayPartOf,
  startTimeLabel,
  WAITLIST_OFFICE_WORDS as W,
  type AdminWaitlistEntry,
  type WaitlistOfferView,
} from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useFreeTimes } from '@/features/admin/calendar/api/calendar.api';
import { useOfferWaitlistTime } from '@/features/admin/calendar/api/waitlist.api';
import './calendar.css';

interface Props {
  entry: AdminWaitlistEntry;
  /** The day whose list it is (the family's first or second day). */
  day: string;
  onDone: () => void;
}

/**
 * "Offer a time": one of the day's free starts for the family's games (GET /api/availability, as moving a booking
 * offers), each with its part of the day and whether the family asked for it; the server holds it and e-mails them,
 * or says why not (SLOT_TAKEN, WAITLIST_OFFER_OPEN, WAITLIST_ENTRY_NOT_WAITING), shown as it says it.
 */
export function WaitlistOfferForm({ entry, day, onDone }: Props) {
  const free = useFreeTimes(day, entry.games);
  const times = free.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const time = chosen ?? times[0];
  const [refusal, setRefusal] = useState<string | null>(null);
  const offer = useOfferWaitlistTime();
  const { toast } = useToast();
  const select = `waitlist-offer-time-${entry.id}`;

  const submit = () => {
    if (!time) return;
    setRefusal(null);
    offer.mutate(
      { entryId: entry.id, eventDate: day, eventTime: time },
      {
        onSuccess: (view: WaitlistOfferView) => {
          toast({ title: W.offered(entry.email, startTimeLabel(view.eventTime)) });
          onDone();
        },
        onError: (error) => {
          setRefusal(readApiError(error).message ?? error.message);
          // The time may have been taken meanwhile: the choice is read again.
          void free.refetch();
        },
      },
    );
  };

  if (free.isPending)
    return (
      <Text size="2" color="gray" role="status">
        {W.freeTimesLoading}
      </Text>
    );
  if (free.isError) return <ErrorState text={W.freeTimesFailed} />;
  return (
    <Flex direction="column" gap="2" mt="2">
      {times.length === 0 ? (
        <Text size="2" color="gray" role="status">
          {W.noFreeTimes(entry.games)}
        </Text>
      ) : (
        <Text as="label" size="2" weight="medium" htmlFor={select}>
          {W.offerTime}
          {/* Opened by "Offer a time", whose button it replaces: the choice takes the focus. */}
          <select
            autoFocus
            id={select}
            className="calendar-select"
            value={time}
            onChange={(e) => setChosen(e.target.value)}
          >
            {times.map((t) => (
              <option key={t} value={t}>
                {W.offerOption(startTimeLabel(t), dayPartOf(t).name, entry.parts.includes(dayPartOf(t).key))}
              </option>
            ))}
          </select>
        </Text>
      )}
      {refusal && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{refusal}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="2" justify="end" wrap="wrap">
        <Button variant="soft" color="gray" onClick={onDone}>
          {W.offerCancel}
        </Button>
        <Button onClick={submit} disabled={!time} loading={offer.isPending}>
          {W.offerSubmit}
        </Button>
      </Flex>
    </Flex>
  );
}
