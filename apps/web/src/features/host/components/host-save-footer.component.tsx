import { Button, Callout, Text } from '@radix-ui/themes';

/**
 * The foot of a host screen that saves a draft at once (teams, awards): what is wrong with the draft, checked before
 * anything is sent, the save button, and the word that it is saved (kept on the phone; the outbox's banner says when
 * it reaches us).
 */
export function HostSaveFooter({
  fault,
  saved,
  label,
  savedLabel,
  onSave,
}: {
  fault: string | null | undefined;
  saved: boolean;
  label: string;
  savedLabel: string;
  onSave: () => void;
}) {
  return (
    <>
      {fault && (
        <Callout.Root color="red" role="alert">
          <Callout.Text size="4">{fault}</Callout.Text>
        </Callout.Root>
      )}
      <Button size="4" onClick={onSave}>
        {label}
      </Button>
      {saved && (
        <Text size="5" weight="bold" role="status">
          {savedLabel}
        </Text>
      )}
    </>
  );
}
