import { Button, Flex } from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';
import { PARTY_WORDS as W } from '../party-day-words';
import type { PartyActionError } from '../use-party-action.hook';
import { PartyActionErrorCallout } from './party-action-error.component';

/**
 * A small form that waits folded behind one big button ("Add a child", "Record cash"): open, its fields with the
 * server's refusal under them, Cancel and the action's own button.
 */
export function HostFoldingForm({
  label,
  submitLabel,
  open,
  onOpenChange,
  onSubmit,
  busy,
  error,
  folded = 'solid',
  children,
}: {
  /** The folded button's words and the form's name. */
  label: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  error: PartyActionError | null;
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
        <PartyActionErrorCallout error={error} />
        <Flex gap="3">
          <Button type="button" size="4" variant="soft" color="gray" onClick={() => onOpenChange(false)}>
            {W.cancel}
          </Button>
          <Button type="submit" size="4" loading={busy} style={{ flex: 1 }}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
