import { Button, Dialog, Flex } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

/** A dialog's last row: its Close button on the right (Escape and the overlay close it too). */
export function DialogCloseFooter({ mt }: { mt?: ComponentProps<typeof Flex>['mt'] }) {
  return (
    <Flex justify="end" mt={mt}>
      <Dialog.Close>
        <Button variant="soft" color="gray">
          Close
        </Button>
      </Dialog.Close>
    </Flex>
  );
}
