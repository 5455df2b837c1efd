import { Flex, IconButton, TextField } from '@radix-ui/themes';
import { MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import { BOOKING_RULES } from '@app/contracts';

const { guestCountMin: MIN, guestCountMax: MAX } = BOOKING_RULES;
const clamp = (n: number) => Math.min(MAX, Math.max(MIN, n));

/**
 * docs/product/pages.md#routes step 2 number of children: a stepper from 4 to 50 around a number input that can be
 * typed in too.
 */
export function GuestStepper({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: number;
  onChange: (value: number) => void;
  describedBy?: string;
}) {
  const current = Number.isFinite(value) ? value : MIN;
  return (
    <Flex align="center" gap="2">
      <IconButton
        type="button"
        size="3"
        variant="soft"
        aria-label="Fewer children"
        aria-controls={id}
        disabled={current <= MIN}
        onClick={() => onChange(clamp(current - 1))}
      >
        <MinusIcon aria-hidden />
      </IconButton>
      <TextField.Root
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN}
        max={MAX}
        size="3"
        className="guest-input"
        value={Number.isFinite(value) ? String(value) : ''}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
        aria-describedby={describedBy}
      />
      <IconButton
        type="button"
        size="3"
        variant="soft"
        aria-label="More children"
        aria-controls={id}
        disabled={current >= MAX}
        onClick={() => onChange(clamp(current + 1))}
      >
        <PlusIcon aria-hidden />
      </IconButton>
    </Flex>
  );
}
