import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { WAITLIST_EMAIL_WORDS as E, WAITLIST_MESSAGES as M, WAITLIST_PAGE_WORDS as W } from '@app/contracts';
import { useLeaveWaitlist, useWaitlistEntry } from '../api/waitlist-links.api';
import { WaitlistLinkPage } from './waitlist-link-page.component';

/**
 * /waitlist/leave?entry=&token= (docs/product/waitlist.md#leaving): what the family waits for and the button that takes
 * them off the list; then the server's "You are off the waiting list" in the live region. A family already off the
 * list is told so.
 */
export function LeaveWaitlistPage({ entryId, token }: { entryId: string; token: string }) {
  const entry = useWaitlistEntry(entryId, token);
  const leave = useLeaveWaitlist(entryId, token);
  const data = entry.data;
  return (
    <WaitlistLinkPage
      heading={W.leaveHeading}
      linked={Boolean(entryId && token)}
      isPending={entry.isPending}
      error={entry.error ?? leave.error}
    >
      {data && (
        <Flex direction="column" gap="4">
          <Text as="p">{W.waitingFor(data.secondDay ? [data.day, data.secondDay] : [data.day], data.parts)}</Text>
          <div role="status" aria-live="polite">
            {leave.isSuccess ? (
              <Callout.Root color="green">
                <Callout.Text>{M.left}</Callout.Text>
              </Callout.Root>
            ) : (
              data.status !== 'waiting' && <Text as="p">{W.notWaiting}</Text>
            )}
          </div>
          {data.status === 'waiting' && (
            <Flex>
              <Button size="3" color="red" variant="soft" disabled={leave.isPending} onClick={() => leave.mutate()}>
                {leave.isPending ? W.leaving : E.leaveAction}
              </Button>
            </Flex>
          )}
        </Flex>
      )}
    </WaitlistLinkPage>
  );
}
