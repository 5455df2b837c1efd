import { Button, Flex } from '@radix-ui/themes';
import { AlertDialog } from '@/components/ui/themed-parts.ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';

interface Props {
  /** The button that opens the question. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's words, e.g. "Delete". */
  action: string;
  color?: ComponentProps<typeof Button>['color'];
  /** The buttons' size: "4" on the host's phone, where every control is thumb-sized. */
  size?: ComponentProps<typeof Button>['size'];
  onConfirm: () => void;
}

/** Asks before an action that is not undone with a click: Cancel, or the action's own words. */
export function ConfirmDialog({ trigger, title, description, action, color, size, onConfirm }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" size={size}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color={color} size={size} onClick={onConfirm}>
              {action}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
