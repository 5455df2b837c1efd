import { Button } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

type DisclosureButtonProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of what it shows and hides. */
  controls: string;
  /** What it reads closed, then open ("Show details", "Hide details"). */
  labels: readonly [string, string];
} & Omit<ComponentProps<typeof Button>, 'onClick' | 'children' | 'type'>;

/** A button that folds a part of the page away and back (aria-expanded tells screen readers which it is). */
export function DisclosureButton({ open, onOpenChange, controls, labels, ...buttonProps }: DisclosureButtonProps) {
  return (
    <Button
      type="button"
      variant="soft"
      {...buttonProps}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    >
      {open ? labels[1] : labels[0]}
    </Button>
  );
}
