import { Button, Flex } from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';
import { PARTY_WORDS as W } from '../party-day-words';

/**
 * A small form that waits folded behind one big button ("Add a child", "Record cash"): open, its fields, Cancel and
 * the action's own button. What it sends goes to the host's outbox, whose banner shows a refusal.
 */
export function HostFoldingForm({
  label,
  submitLabel,
  open,
  onOpenChange,
  onSubmit,
  folded = 'solid',
  children,
}: {
  /** The folded button's words and the form's name. */
  label: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  folded?: 'solid' | 'soft';
  children: ReactNode;
}) {
  if (!open)
    return (
      <Button size="4" variant={folded} onClick={() => onOpenChange(true)}>
        {label}
      </Button>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Flex direction="column" gap="3">
        {children}
        <Flex gap="3">
          <Button type="button" size="4" variant="soft" color="gray" onClick={() => onOpenChange(false)}>
            {W.cancel}
          </Button>
          <Button type="submit" size="4" style={{ flex: 1 }}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
