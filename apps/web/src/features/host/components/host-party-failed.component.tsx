import { Flex } from '@radix-ui/themes';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LinkButton } from '@/components/ui/link-button.ui';
import { ApiError } from '@/lib/api-client';
import { HOST_WORDS } from '../host-words';

/** Another team's party or one that is gone (404) says so; any other failure says the load failed. */
export function HostPartyFailed({ error }: { error: Error }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Flex direction="column" gap="3">
      <ErrorState text={gone ? HOST_WORDS.notYours : HOST_WORDS.partyFailed} />
      <LinkButton to="/host" size="4" variant="soft">
        {HOST_WORDS.backToToday}
      </LinkButton>
    </Flex>
  );
}
