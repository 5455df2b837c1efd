import { Callout } from '@radix-ui/themes';
import type { PartyActionError } from '../use-party-action.hook';

/** The server's answer to a refused action, read out as it appears. */
export function PartyActionErrorCallout({ error }: { error: PartyActionError | null }) {
  if (!error) return null;
  return (
    <Callout.Root color="red" role="alert" size="2">
      <Callout.Text size="4">{error.message}</Callout.Text>
    </Callout.Root>
  );
}
