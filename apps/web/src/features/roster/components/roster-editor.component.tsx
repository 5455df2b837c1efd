import { Box, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  PutRosterDto,
  ROSTER_MESSAGES,
  ROSTER_RULES,
  ROSTER_TEXTS,
  type Roster,
  type RosterOverCount,
} from '@app/contracts';
import { readApiError } from '@/lib/api-error';
import { dtoResolver } from '@/lib/dto-form';
import { useRefreshRoster, useRemoveFamilyEntries, useSaveRoster } from '../api/roster.api';
import { RemoveFamilyEntries } from './remove-family-entries.component';
import {
  addedByFamily,
  comingRows,
  emptyRow,
  entriesOf,
  formOf,
  isDraft,
  savedEntriesOf,
  sizeCounts,
  sizesMissing,
  takeList,
  type RosterFormValues,
  type RosterRow as Row,
} from './roster-form';
import { RosterRow } from './roster-row.component';

/** How long after the host's last change the list saves itself. */
const AUTOSAVE_MS = 1000;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

type Notice =
  | { kind: 'removed' }
  | { kind: 'changed'; message: string }
  | { kind: 'over'; message: string; offer: Partial<RosterOverCount> }
  | { kind: 'failed'; message: string };

/**
 * The host's list, saved as the host types (a second after the last change, and when the focus leaves the list): each
 * save names the version the page holds, so a family's answer that came meanwhile is merged by the server, and the
 * list it answers is laid under what the host typed since the request left (takeList). There is no save button: a
 * save that could not be made says so beside a "Retry".
 */
export function RosterEditor({
  roster,
  bookingId,
  token,
}: {
  roster: Roster;
  bookingId: string;
  token: string | null;
}) {
  const save = useSaveRoster(bookingId, token);
  const removeFamilies = useRemoveFamilyEntries(bookingId, token);
  const refresh = useRefreshRoster(bookingId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const form = useForm<RosterFormValues, unknown, PutRosterDto>({
    resolver: dtoResolver<RosterFormValues, PutRosterDto>(PutRosterDto),
    defaultValues: formOf(roster),
  });
  const rows = useFieldArray({ control: form.control, name: 'children', keyName: 'key' });
  // Every id the host has seen (a seen row missing from the form was removed by the host), the list as last saved
  // or read (an unchanged form is not sent), the save on its way (its new rows' localIds) and a change made meanwhile.
  const seen = useRef(new Set(roster.children.map((c) => c.id)));
  const saved = useRef(savedEntriesOf(roster));
  const inFlight = useRef<string[] | null>(null);
  const changedMeanwhile = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const values = form.watch('children');
  const coming = comingRows(values).length;
  const missing = sizesMissing(values);
  const sizes = sizeCounts(values);

  /** Lays a list the server answered under the form, leaving every row the host typed in as it is. */
  const take = (now: Roster, sentNew?: string[]) => {
    const patch = takeList(now, form.getValues('children'), seen.current, sentNew);
    patch.ids.forEach(({ index, childId }) => form.setValue(`children.${index}.childId`, childId));
    if (patch.dropped.length) rows.remove(patch.dropped);
    if (patch.joined.length) rows.append(patch.joined, { shouldFocus: false });
    form.setValue('version', patch.version);
    seen.current = patch.seen;
    saved.current = savedEntriesOf(now);
  };

  const saveNow = async (raiseChildrenCountTo?: number) => {
    clearTimeout(timer.current);
    if (inFlight.current) {
      changedMeanwhile.current = true;
      return;
    }
    const all = form.getValues('children');
    const kept = all.filter((row) => !isDraft(row));
    const children = entriesOf(kept);
    if (raiseChildrenCountTo === undefined && JSON.stringify(children) === saved.current) {
      if (status === 'invalid') setStatus('idle');
      return;
    }
    await form.trigger();
    all.forEach((row, i) => isDraft(row) && form.clearErrors(`children.${i}`));
    if (all.some((row, i) => !isDraft(row) && form.getFieldState(`children.${i}`).invalid)) {
      setStatus('invalid');
      return;
    }
    inFlight.current = kept.filter((row) => !row.childId).map((row) => row.localId);
    changedMeanwhile.current = false;
    setStatus('saving');
    const body = { children, version: form.getValues('version'), raiseChildrenCountTo } as PutRosterDto;
    save.submit(body, {
      onSuccess: (answer) => {
        take(answer, inFlight.current ?? []);
        inFlight.current = null;
        setStatus('saved');
        setNotice(null);
        if (changedMeanwhile.current) void saveNow();
      },
      onError: (err) => {
        inFlight.current = null;
        setStatus('failed');
        const { code, message, details } = readApiError(err);
        if (code === 'ROSTER_CHANGED' && details?.roster) {
          // The host side changed the list elsewhere: the list now, with what the host typed kept, to check.
          take(details.roster as Roster);
          setNotice({ kind: 'changed', message: message ?? ROSTER_MESSAGES.changed });
        } else if (code === 'ROSTER_OVER_COUNT') {
          setNotice({ kind: 'over', message: message ?? '', offer: (details ?? {}) as Partial<RosterOverCount> });
        } else {
          // Closed meanwhile: the list read again shows it read-only, with the reason.
          if (code === 'ROSTER_LOCKED') refresh();
          setNotice(message ? { kind: 'failed', message } : null);
        }
        if (changedMeanwhile.current) schedule();
      },
    });
  };
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), AUTOSAVE_MS);
  };

  // Subscribed once: the latest schedule runs (it reads this render's state), and the pending save is dropped only
  // when the editor goes (the list turned read-only).
  const latestSchedule = useRef(schedule);
  latestSchedule.current = schedule;
  useEffect(() => {
    const changes = form.watch((_values, { name }) => {
      // The version moves with every save's answer; only the rows are the host's changes.
      if (name !== 'version') latestSchedule.current();
    });
    return () => {
      changes.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form]);

  // The list read again (a family's reply seen on focus, a new invitation link's version, the families' entries
  // removed) is laid under the form, unless a save is on its way, whose answer is at least as new.
  useEffect(() => {
    if (inFlight.current || roster.version <= form.getValues('version')) return;
    take(roster);
    // The rows only: a read never raises the booked count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roster]);

  const onRemoveFamilies = () => {
    setNotice(null);
    removeFamilies.submit(
      {},
      {
        onSuccess: () => setNotice({ kind: 'removed' }),
        onError: (err) => {
          const { code, message } = readApiError(err);
          if (code === 'ROSTER_LOCKED') refresh();
          setNotice({ kind: 'failed', message: message ?? 'We could not remove the entries. Please try again.' });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Who's coming"
      onSubmit={(e) => {
        e.preventDefault();
        void saveNow();
      }}
      onBlur={(e) => {
        // Leaving the list saves at once; moving between its fields, or into a size's list of options (drawn outside
        // the form), waits for the pause.
        const to = e.relatedTarget as Element | null;
        if (!e.currentTarget.contains(to) && !to?.closest('[role="listbox"]')) void saveNow();
      }}
    >
      <Flex direction="column" gap="3">
        <Text>
          {coming} of {roster.childrenBooked} children listed.{' '}
          {missing > 0 && <Text weight="bold">{ROSTER_TEXTS.sizesMissing(missing)}</Text>}
        </Text>
        {sizes.length > 0 && (
          <Text size="2" aria-label={`Shirts: ${sizes.map((s) => `${s.label} ${s.count}`).join(', ')}`}>
            Shirts: {sizes.map((s) => `${s.code} ${s.count}`).join(' · ')}
          </Text>
        )}
        {rows.fields.length > 0 && (
          <div className="roster-heads" aria-hidden>
            <Text size="1" color="gray">
              First name
            </Text>
            <Text size="1" color="gray">
              Age
            </Text>
            <Text size="1" color="gray">
              Shirt size
            </Text>
          </div>
        )}
        <div className="roster-rows">
          {rows.fields.map((field, i) => {
            const row: Row = values[i] ?? field;
            const errors = form.formState.errors.children?.[i];
            return (
              <RosterRow
                key={row.localId}
                index={i}
                row={row}
                name={row.firstName.trim() || `Child ${i + 1}`}
                control={form.control}
                register={form.register}
                errors={{
                  firstName: errors?.firstName?.message,
                  age: errors?.age?.message,
                  shirtSize: errors?.shirtSize?.message,
                  notes: errors?.notes?.message,
                }}
                onRemove={() => rows.remove(i)}
              />
            );
          })}
        </div>
        <SaveStatus status={status} onRetry={() => void saveNow()} />
        <Flex gap="3" wrap="wrap">
          <Button
            type="button"
            variant="soft"
            disabled={values.length >= ROSTER_RULES.childrenMax}
            onClick={() => rows.append(emptyRow(), { focusName: `children.${rows.fields.length}.firstName` })}
          >
            Add a child
          </Button>
          <RemoveFamilyEntries
            count={roster.children.filter(addedByFamily).length}
            removing={removeFamilies.isPending}
            onConfirm={onRemoveFamilies}
          />
        </Flex>
        {coming > roster.childrenBooked && (
          <Text size="2" color="gray">
            {ROSTER_TEXTS.overBooked(roster.childrenBooked)}
          </Text>
        )}
        <RosterNotice notice={notice} onRaise={(to) => void saveNow(to)} />
      </Flex>
    </form>
  );
}

const STATUS_WORDS: Record<Exclude<SaveStatus, 'idle'>, string> = {
  saving: 'Saving…',
  saved: 'Saved',
  invalid: 'Couldn’t save: check the fields marked.',
  failed: 'Couldn’t save.',
};

/** Where the autosave stands, read out politely; a failed save offers to try again. */
function SaveStatus({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <Flex align="center" gap="3" minHeight="32px">
      <Text size="2" aria-live="polite" color={status === 'failed' || status === 'invalid' ? 'red' : 'gray'}>
        {status === 'idle' ? '' : STATUS_WORDS[status]}
      </Text>
      {status === 'failed' && (
        <Button type="button" size="1" variant="soft" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Flex>
  );
}

function RosterNotice({ notice, onRaise }: { notice: Notice | null; onRaise: (to: number) => void }) {
  if (!notice) return null;
  if (notice.kind === 'removed') {
    return (
      <Callout.Root color="green" role="status">
        <Callout.Text>{ROSTER_TEXTS.familyEntriesRemoved}</Callout.Text>
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
          <Button type="button" onClick={() => onRaise(listed)}>
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
