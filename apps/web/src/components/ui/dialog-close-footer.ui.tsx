import { Button, Flex } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A dialog's last row: its Close button on the right (Escape and the overlay close it too), after what the place that
 * opened the dialog adds (`children`, e.g. the Calendar's "Move booking").
 */
export function DialogCloseFooter({ mt, children }: { mt?: ComponentProps<typeof Flex>['mt']; children?: ReactNode }) {
  return (
    <Flex justify="end" gap="3" mt={mt}>
      {children}
      <Dialog.Close>
        <Button variant="soft" color="gray">
          Close
        </Button>
      </Dialog.Close>
    </Flex>
  );
}
