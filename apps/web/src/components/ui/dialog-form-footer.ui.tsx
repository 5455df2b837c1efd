import { Button, Flex } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import type { ComponentProps } from 'react';

interface Props {
  /** The confirming button's words, e.g. "Save hosts". */
  action: string;
  loading?: boolean;
  /** Without it the action submits the dialog's form. */
  onAction?: () => void;
  mt?: ComponentProps<typeof Flex>['mt'];
}

/** A form dialog's last row: Cancel (closes it, as Escape does) and its action on the right. */
export function DialogFormFooter({ action, loading, onAction, mt = '5' }: Props) {
  return (
    <Flex gap="3" justify="end" mt={mt}>
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          Cancel
        </Button>
      </Dialog.Close>
      <Button type={onAction ? 'button' : 'submit'} onClick={onAction} loading={loading}>
        {action}
      </Button>
    </Flex>
  );
}
