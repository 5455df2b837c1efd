import { Button, Flex } from '@radix-ui/themes';
import { AlertDialog } from '@/components/ui/themed-parts.ui';
import { PARTY_WORDS as W } from '../party-day-words';

/**
 * Asks before a step the phone cannot undo (finishing the results, finishing the party), with the thumb-sized buttons
 * of the host's screens.
 */
export function HostConfirm({
  label,
  title,
  description,
  onConfirm,
}: {
  /** The button's words, and the confirming button's too. */
  label: string;
  title: string;
  description: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="4">{label}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title size="6">{title}</AlertDialog.Title>
        <AlertDialog.Description size="4">{description}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button size="4" variant="soft" color="gray">
              {W.cancel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="4" onClick={onConfirm}>
              {label}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
