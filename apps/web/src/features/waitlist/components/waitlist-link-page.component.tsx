import { Container, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { WAITLIST_MESSAGES as M, WAITLIST_PAGE_WORDS as W } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { ApiError } from '@/lib/api-client';

/**
 * The frame of the pages the waiting list's e-mail links open (docs/product/waitlist.md#leaving): loading, the invalid
 * link's 404 said as the server says it (an id or token missing from the address is the same), a failed read, or the
 * page itself under its heading.
 */
export function WaitlistLinkPage({
  heading,
  linked,
  isPending,
  error,
  children,
}: {
  heading: string;
  /** The address carries an id and a token. */
  linked: boolean;
  isPending: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const invalid = !linked || (error instanceof ApiError && error.status === 404);
  return (
    <Container size="1" px="4" py="6">
      <Flex direction="column" gap="4">
        <Heading as="h1" size="7">
          {heading}
        </Heading>
        {invalid ? (
          <Text as="p" role="alert">
            {M.linkInvalid}
          </Text>
        ) : error ? (
          <ErrorState text={W.loadFailed} />
        ) : isPending ? (
          <div role="status" aria-label={W.loading}>
            <Skeleton height="120px" />
          </div>
        ) : (
          children
        )}
      </Flex>
    </Container>
  );
}
