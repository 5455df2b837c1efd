import { Button, Card, DataList, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { DAY_PARTS, startTimeLabel, WAITLIST_OFFICE_WORDS as W, type AdminWaitlistEntry } from '@app/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.ui';
import { DialogCloseFooter } from '@/components/ui/dialog-close-footer.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useRemoveFromWaitlist, useWaitlistDay } from '@/features/admin/calendar/api/waitlist.api';
import {
  Item,
  STACKED_ON_A_PHONE,
} from '@/features/admin/shared/booking-detail/components/booking-detail-section.component';
import { useEscapePastToasts } from '@/features/admin/shared/booking-detail/components/use-escape-past-toasts.hook';
import { dateWithWeekday } from '@/features/admin/shared/components/admin-format';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { longDay } from './calendar-dates';
import { WaitlistOfferForm } from './waitlist-offer-form.component';

const partNames = (entry: AdminWaitlistEntry) =>
  DAY_PARTS.filter((part) => entry.parts.includes(part.key))
    .map((part) => part.name)
    .join(', ');

/** One waiting family: what they asked for, the time held for them if any, and the office's two actions. */
function WaitlistEntryCard({ entry, position, day }: { entry: AdminWaitlistEntry; position: number; day: string }) {
  const at = useAdminDateTime();
  const [offering, setOffering] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useRemoveFromWaitlist();
  const { toast } = useToast();
  const otherDay = entry.day === day ? entry.secondDay : entry.day;
  const label = W.entryLabel(position, entry.email);
  // The offer form replaces the card's buttons; once it closes, focus goes back to the card rather than the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const closeOffer = () => {
    setOffering(false);
    heading.current?.focus();
  };

  const confirmRemove = () => {
    setRefusal(null);
    remove.mutate(entry.id, {
      onSuccess: () => toast({ title: W.removed(entry.email) }),
      onError: (error) => setRefusal(readApiError(error).message ?? error.message),
    });
  };

  return (
    <Card asChild size="2">
      <li aria-label={label}>
        <Heading as="h3" size="3" mb="2" className="waitlist-email" ref={heading} tabIndex={-1}>
          {label}
        </Heading>
        <DataList.Root size="2" orientation={STACKED_ON_A_PHONE}>
          <Item label={W.joinedAt}>{at(entry.joinedAt)}</Item>
          <Item label={W.parts}>{partNames(entry)}</Item>
          <Item label={W.games}>{W.gamesValue(entry.games)}</Item>
          {otherDay && <Item label={W.secondDay}>{dateWithWeekday(otherDay)}</Item>}
          <Item label={W.offer}>
            {entry.offer ? W.offerHeld(startTimeLabel(entry.offer.eventTime), at(entry.offer.expiresAt)) : W.noOffer}
          </Item>
        </DataList.Root>
        {refusal && (
          <Text as="p" size="2" color="red" role="alert" mt="2">
            {refusal}
          </Text>
        )}
        {offering ? (
          <WaitlistOfferForm entry={entry} day={day} onDone={closeOffer} />
        ) : (
          <Flex gap="2" mt="3" wrap="wrap">
            {!entry.offer && (
              <Button size="2" onClick={() => setOffering(true)} aria-label={`${W.offerAction}: ${entry.email}`}>
                {W.offerAction}
              </Button>
            )}
            <ConfirmDialog
              trigger={
                <Button
                  size="2"
                  variant="soft"
                  color="red"
                  loading={remove.isPending}
                  aria-label={`${W.removeAction}: ${entry.email}`}
                >
                  {W.removeAction}
                </Button>
              }
              title={W.removeTitle}
              description={W.removeDescription(entry.email)}
              action={W.removeConfirm}
              color="red"
              onConfirm={confirmRemove}
            />
          </Flex>
        )}
      </li>
    </Card>
  );
}

/**
 * A day's waiting list over the Calendar (its day in the URL, `waitlist=yyyy-MM-dd`, so a link opens it): the families
 * in the order a freed time goes to them (docs/product/waitlist.md#the-office), each with what they asked for and the
 * time held for them; the office offers one of the day's free starts or takes a family off the list.
 */
export function WaitlistDayDialog({ day, onClose }: { day: string; onClose: () => void }) {
  const list = useWaitlistDay(day);
  // An offer or a removal shows a toast, which would otherwise take the Escape meant for the list.
  useEscapePastToasts(true, onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{W.listTitle(longDay(day))}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {W.listDescription}
        </Dialog.Description>
        <Separator size="4" my="3" />
        {list.isPending ? (
          <LoadingState text={W.listLoading} />
        ) : list.isError ? (
          <ErrorState text={W.listFailed} />
        ) : list.data.length === 0 ? (
          <Text as="p" role="status" color="gray">
            {W.listEmpty}
          </Text>
        ) : (
          <Flex asChild direction="column" gap="3">
            <ol className="waitlist-entries">
              {list.data.map((entry, i) => (
                <WaitlistEntryCard key={entry.id} entry={entry} position={i + 1} day={day} />
              ))}
            </ol>
          </Flex>
        )}
        <DialogCloseFooter mt="4" />
      </Dialog.Content>
    </Dialog.Root>
  );
}
