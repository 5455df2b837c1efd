import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_FIGURE_WORDS as W, ADMIN_STATS_MESSAGES, type DayRange } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';

interface Props {
  /** The form's accessible name, e.g. "Custom period". */
  label: string;
  /** Prefixes the fields' ids, so two such forms can share a page. */
  idPrefix: string;
  range: DayRange;
  onShow: (range: DayRange) => void;
}

/** From, To and Show over the business's days; an end before the start is refused here as the api would. */
export function CustomRangeForm({ label, idPrefix, range, onShow }: Props) {
  const [days, setDays] = useState(range);
  const [error, setError] = useState<string>();
  // The fields follow the days on screen when a preset or the address changes them.
  useEffect(() => setDays({ from: range.from, to: range.to }), [range.from, range.to]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (days.to < days.from) return setError(ADMIN_STATS_MESSAGES.range);
    setError(undefined);
    onShow(days);
  };
  const set = (key: keyof DayRange) => (e: { target: { value: string } }) =>
    setDays((d) => ({ ...d, [key]: e.target.value }));

  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Flex gap="3" wrap="wrap" align="end">
        <FormField id={`${idPrefix}-from`} label={W.customFrom} type="date" value={days.from} onChange={set('from')} />
        <FormField
          id={`${idPrefix}-to`}
          label={W.customTo}
          type="date"
          min={days.from}
          value={days.to}
          onChange={set('to')}
          error={error}
        />
        <Button type="submit" variant="soft" disabled={!days.from || !days.to}>
          {W.apply}
        </Button>
      </Flex>
    </form>
  );
}
