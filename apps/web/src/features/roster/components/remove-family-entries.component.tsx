import { Button, Flex } from '@radix-ui/themes';
import { AlertDialog } from '@/components/ui/themed-parts.ui';
import { ROSTER_TEXTS } from '@app/contracts';

/**
 * "Remove family entries": every child families added through the invitation link off the list at once (a link
 * that got out, or a flood of answers), after a confirmation that says what goes and how to stop more coming.
 */
export function RemoveFamilyEntries({
  count,
  removing,
  onConfirm,
}: {
  /** How many rows families added: the button shows only when there are some. */
  count: number;
  removing: boolean;
  onConfirm: () => void;
}) {
  if (count === 0 && !removing) return null;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button type="button" variant="soft" color="red" loading={removing}>
          Remove family entries ({count})
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Remove family entries?</AlertDialog.Title>
        <AlertDialog.Description size="2">{ROSTER_TEXTS.removeFamilyEntries(count)}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Keep them
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              Remove {count === 1 ? 'it' : `all ${count}`}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
