import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import type { DayRangeRequest } from '@app/contracts';
import { readApiError } from '@/lib/api-error';
import { dateWithWeekday } from './admin-format';

interface Props {
  /** Names the form and its button, e.g. "Add time off". */
  action: string;
  onAdd: (range: DayRangeRequest) => Promise<unknown>;
}

/** First day, last day (both included) and a reason: a team's time off, or blackout days; the server's message on a refusal. */
export function DayRangeForm({ action, onAdd }: Props) {
  const [range, setRange] = useState<DayRangeRequest>({ firstDay: '', lastDay: '', reason: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof DayRangeRequest) => (e: { target: { value: string } }) =>
    setRange((r) => ({
      ...r,
      [key]: e.target.value,
      ...(key === 'firstDay' && !r.lastDay ? { lastDay: e.target.value } : {}),
    }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onAdd(range);
      setRange({ firstDay: '', lastDay: '', reason: '' });
    } catch (err) {
      setError(readApiError(err).message ?? (err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label={action} noValidate>
      <Flex gap="2" wrap="wrap" align="end">
        <Text as="label" size="1">
          First day
          <TextField.Root type="date" value={range.firstDay} onChange={set('firstDay')} />
        </Text>
        <Text as="label" size="1">
          Last day
          <TextField.Root type="date" value={range.lastDay} onChange={set('lastDay')} />
        </Text>
        <Text as="label" size="1" style={{ flex: '1 1 10rem' }}>
          Reason
          <TextField.Root value={range.reason} onChange={set('reason')} />
        </Text>
        <Button type="submit" variant="soft" loading={saving}>
          {action}
        </Button>
      </Flex>
      {error && (
        <Text as="p" size="1" color="red" role="alert" mt="1">
          {error}
        </Text>
      )}
    </form>
  );
}

interface ListProps {
  /** Names the list, e.g. "Blackout days"; each remove button says what it removes. */
  label: string;
  ranges: (DayRangeRequest & { id: number })[];
  onRemove: (id: number) => void;
}

/** Day ranges with their reasons, each with a Remove button. */
export function DayRangeList({ label, ranges, onRemove }: ListProps) {
  return (
    <ul aria-label={label} style={{ paddingLeft: 0, listStyle: 'none' }}>
      {ranges.map((r) => (
        <li key={r.id}>
          <Flex gap="3" align="center" wrap="wrap" mb="1">
            <Text size="2">
              {dateWithWeekday(r.firstDay)}
              {r.lastDay !== r.firstDay ? ` – ${dateWithWeekday(r.lastDay)}` : ''}: {r.reason}
            </Text>
            <Button
              size="1"
              variant="ghost"
              color="red"
              aria-label={`Remove ${r.firstDay} (${r.reason}) from ${label.toLowerCase()}`}
              onClick={() => onRemove(r.id)}
            >
              Remove
            </Button>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
