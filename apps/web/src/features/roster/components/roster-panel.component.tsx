import { Badge, Box, Button, Callout, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  deadlineWords,
  PutRosterDto,
  ROSTER_MESSAGES,
  ROSTER_RULES,
  ROSTER_TEXTS,
  shirtSizeLabel,
  type Roster,
  type RosterOverCount,
  shortBookingId,
} from '@app/contracts';
import { PdfDownload } from '@/components/ui/pdf-download.ui';
import { withQuery } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { dtoResolver } from '@/lib/dto-form';
import { useRefreshRoster, useRemoveFamilyEntries, useRoster, useSaveRoster } from '../api/roster.api';
import { ChildFields } from './child-fields.component';
import { InvitationLinkPanel } from './invitation-link.component';
import { RemoveFamilyEntries } from './remove-family-entries.component';
import './roster.css';
import { emptyRow, entriesOf, formOf, mergeChanged, sizesMissing, type RosterFormValues } from './roster-form';

type Notice =
  | { kind: 'saved' }
  | { kind: 'removed' }
  | { kind: 'changed'; message: string }
  | { kind: 'over'; message: string; offer: Partial<RosterOverCount>; body: PutRosterDto }
  | { kind: 'failed'; message: string };

/**
 * "Who's coming" on a booking's own page (issue #38): the host parent lists the children (first name, shirt size,
 * notes, photo consent) and shares an invitation link with the other families; once the list closes it is shown
 * read-only with the reason.
 */
export function RosterPanel({
  bookingId,
  token,
  timeZone,
}: {
  bookingId: string;
  token: string | null;
  timeZone: string | undefined;
}) {
  const { data: roster, isPending, error } = useRoster(bookingId, token);
  if (isPending) return <Skeleton height="160px" />;
  if (error) return <Text color="red">We could not load the list of children. Please try again later.</Text>;
  if (!roster.editable) {
    const reason = roster.locked
      ? ROSTER_TEXTS.lockedSince(deadlineWords(roster.locksAt, timeZone))
      : ROSTER_MESSAGES.cancelled;
    return (
      <Flex direction="column" gap="4">
        <ClosedRoster roster={roster} reason={reason} />
        {roster.certificatesReady && (
          <PdfDownload
            path={withQuery(`/api/bookings/${encodeURIComponent(bookingId)}/certificates.pdf`, { token })}
            fileName={`certificates-${shortBookingId(bookingId)}.pdf`}
            what="certificates"
            label="Award certificates (PDF)"
          />
        )}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="5">
      <RosterEditor roster={roster} bookingId={bookingId} token={token} />
      <InvitationLinkPanel bookingId={bookingId} token={token} invitation={roster.invitation} />
    </Flex>
  );
}

function RosterEditor({ roster, bookingId, token }: { roster: Roster; bookingId: string; token: string | null }) {
  const save = useSaveRoster(bookingId, token);
  const removeFamilies = useRemoveFamilyEntries(bookingId, token);
  const refresh = useRefreshRoster(bookingId);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The list the form was last filled from: its ids tell a row the host removed from one added since, and its version
  // tells a newer read from an older one.
  const read = useRef(readOf(roster));
  const form = useForm<RosterFormValues, unknown, PutRosterDto>({
    resolver: dtoResolver<RosterFormValues, PutRosterDto>(PutRosterDto),
    defaultValues: formOf(roster),
  });
  const rows = useFieldArray({ control: form.control, name: 'children', keyName: 'key' });
  const values = form.watch('children');
  const coming = values.filter((row) => row.attending).length;
  const missing = sizesMissing(values);

  // The list read again (a family's reply seen on focus, the version a new invitation link moved) refills an
  // untouched form; a touched one keeps what was typed, and its save keeps families' answers since (the server
  // merges them) or, after a change on the host's side, meets it as ROSTER_CHANGED.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (isDirty || roster.version <= read.current.version) return;
    read.current = readOf(roster);
    form.reset(formOf(roster));
  }, [roster, isDirty, form]);

  const send = (body: PutRosterDto) => {
    setNotice(null);
    save.submit(body, {
      onSuccess: (saved) => {
        read.current = readOf(saved);
        form.reset(formOf(saved));
        setNotice({ kind: 'saved' });
      },
      onError: (err) => {
        const { code, message, details } = readApiError(err);
        if (code === 'ROSTER_CHANGED' && details?.roster) {
          const now = details.roster as Roster;
          // Against the list first read, so what the host typed stays a change (and no later read replaces it).
          form.reset(mergeChanged(now, form.getValues('children'), read.current.ids), { keepDefaultValues: true });
          read.current = readOf(now);
          setNotice({ kind: 'changed', message: message ?? ROSTER_MESSAGES.changed });
        } else if (code === 'ROSTER_OVER_COUNT') {
          const offer = (details ?? {}) as Partial<RosterOverCount>;
          setNotice({ kind: 'over', message: message ?? '', offer, body });
        } else {
          // Closed meanwhile: the list read again shows it read-only, with the reason.
          if (code === 'ROSTER_LOCKED') refresh();
          setNotice({ kind: 'failed', message: message ?? 'We could not save the list. Please try again.' });
        }
      },
    });
  };
  const onRemoveFamilies = () => {
    setNotice(null);
    removeFamilies.submit(
      {},
      {
        onSuccess: () => {
          // An untouched form takes the list now (the effect above); a touched one keeps what was typed without the
          // families' rows, and its save still stands (the removal never refuses a save based on the list before).
          if (form.formState.isDirty) {
            const typed = form.getValues('children');
            rows.remove(typed.flatMap((row, i) => (row.addedThroughInvitation ? [i] : [])));
          }
          setNotice({ kind: 'removed' });
        },
        onError: (err) => {
          const { code, message } = readApiError(err);
          if (code === 'ROSTER_LOCKED') refresh();
          setNotice({ kind: 'failed', message: message ?? 'We could not remove the entries. Please try again.' });
        },
      },
    );
  };
  const onSubmit = form.handleSubmit(() =>
    send({ children: entriesOf(form.getValues('children')), version: form.getValues('version') } as PutRosterDto),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Who's coming">
      <Flex direction="column" gap="4">
        <Text>
          {coming} of {roster.childrenBooked} children listed.{' '}
          {missing > 0 && <Text weight="bold">{ROSTER_TEXTS.sizesMissing(missing)}</Text>}
        </Text>
        {rows.fields.map((field, i) => {
          const row = values[i] ?? field;
          const errors = form.formState.errors.children?.[i];
          const name = row.firstName || `Child ${i + 1}`;
          return (
            <fieldset key={field.key} className="roster-row">
              <legend>{name}</legend>
              <Flex justify="end" align="center" gap="2" wrap="wrap" mb="2">
                {row.addedThroughInvitation && <Badge color="blue">added by their family</Badge>}
                <Button
                  type="button"
                  variant="soft"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() => rows.remove(i)}
                >
                  Remove
                </Button>
              </Flex>
              {row.attending ? (
                <ChildFields<RosterFormValues>
                  idPrefix={`roster-${i}`}
                  names={{
                    firstName: `children.${i}.firstName`,
                    shirtSize: `children.${i}.shirtSize`,
                    notes: `children.${i}.notes`,
                    photoConsent: `children.${i}.photoConsent`,
                  }}
                  control={form.control}
                  register={form.register}
                  errors={{
                    firstName: errors?.firstName?.message,
                    shirtSize: errors?.shirtSize?.message,
                    notes: errors?.notes?.message,
                  }}
                  notesLabel="Allergies or notes"
                />
              ) : (
                <Text color="gray">can&rsquo;t come</Text>
              )}
            </fieldset>
          );
        })}
        <Flex gap="3" wrap="wrap">
          <Button
            type="button"
            variant="soft"
            disabled={coming >= ROSTER_RULES.childrenMax}
            onClick={() => rows.append(emptyRow(), { focusName: `children.${rows.fields.length}.firstName` })}
          >
            Add a child
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save the list
          </Button>
          <RemoveFamilyEntries
            count={roster.children.filter((c) => c.addedThroughInvitation).length}
            removing={removeFamilies.isPending}
            onConfirm={onRemoveFamilies}
          />
        </Flex>
        {coming > roster.childrenBooked && (
          <Text size="2" color="gray">
            {ROSTER_TEXTS.overBooked(roster.childrenBooked)}
          </Text>
        )}
        <RosterNotice notice={notice} onRaise={(body) => send(body)} />
      </Flex>
    </form>
  );
}

const readOf = (roster: Roster) => ({ ids: new Set(roster.children.map((c) => c.id)), version: roster.version });

function RosterNotice({ notice, onRaise }: { notice: Notice | null; onRaise: (body: PutRosterDto) => void }) {
  if (!notice) return null;
  if (notice.kind === 'saved' || notice.kind === 'removed') {
    return (
      <Callout.Root color="green" role="status">
        <Callout.Text>
          {notice.kind === 'saved' ? 'The list is saved.' : ROSTER_TEXTS.familyEntriesRemoved}
        </Callout.Text>
      </Callout.Root>
    );
  }
  if (notice.kind === 'over') {
    const { childrenBooked, childrenListed, newTotal, newBalanceDue } = notice.offer;
    const listed = childrenListed ?? 0;
    return (
      <Callout.Root color="amber" role="alert">
        <Callout.Text>{notice.message || ROSTER_MESSAGES.overCount(childrenBooked ?? 0, listed)}</Callout.Text>
        {newTotal && newBalanceDue && <Callout.Text>{ROSTER_TEXTS.raiseCost(newTotal, newBalanceDue)}</Callout.Text>}
        <Box>
          <Button type="button" onClick={() => onRaise({ ...notice.body, raiseChildrenCountTo: listed })}>
            Raise to {listed} children and save
          </Button>
        </Box>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color={notice.kind === 'changed' ? 'amber' : 'red'} role="alert">
      <Callout.Text>{notice.message}</Callout.Text>
      {notice.kind === 'changed' && <Callout.Text>{ROSTER_TEXTS.changedKept}</Callout.Text>}
    </Callout.Root>
  );
}

/** The list once it closed: who is coming, with sizes and notes, and why it can no longer change here. */
function ClosedRoster({ roster, reason }: { roster: Roster; reason: string }) {
  return (
    <Flex direction="column" gap="3">
      <Callout.Root color="gray" role="status">
        <Callout.Text>{reason}</Callout.Text>
      </Callout.Root>
      {roster.children.length === 0 ? (
        <Text color="gray">No children were listed.</Text>
      ) : (
        <ul className="roster-list" aria-label="Children on the list">
          {roster.children.map((child) => (
            <li key={child.id}>
              <Text weight="bold">{child.firstName}</Text>
              {child.attending ? (
                <Text>
                  {' '}
                  · {child.shirtSize ? shirtSizeLabel(child.shirtSize) : 'size missing'}
                  {child.notes && ` · ${child.notes}`}
                  {child.photoConsent ? ' · photos allowed' : ' · no photos'}
                </Text>
              ) : (
                <Text color="gray"> · can&rsquo;t come</Text>
              )}
              {child.addedThroughInvitation && (
                <Badge color="blue" ml="2">
                  added by their family
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
