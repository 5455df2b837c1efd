import { Box, Callout, Card, Container, Flex, Heading, Link, Skeleton, Text } from '@radix-ui/themes';
import { calendarDayWords, REVIEW_MESSAGES, REVIEW_PAGE_WORDS as W, type ReviewInvitation } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { useReviewInvitation } from '../api/review.api';
import { ReviewForm } from './review-form.component';

/**
 * `/reviews/:token` (docs/product/reviews.md#the-review-page): the party the thank-you's link is for and the review
 * form, filled with what the parent wrote before; once an admin decided, the review as it stands. A link we never
 * signed is not found, one of a party that has not taken place not open yet, one past its days expired, each said as
 * such. `rating`: the star the parent tapped in the thank-you, chosen on opening.
 */
export function ReviewPage({ token, rating = null }: { token: string; rating?: number | null }) {
  const { data, isPending, error } = useReviewInvitation(token);
  if (isPending) {
    return (
      <Container size="1" px="4" py="6" role="status" aria-label="Loading the review page">
        <Skeleton height="360px" />
      </Container>
    );
  }
  const closed = closedLink(error);
  if (closed) {
    return (
      <Container size="1" px="4" py="9">
        <Heading as="h1" size="7" align="center" mb="3">
          {closed.heading}
        </Heading>
        <Text as="p" align="center" color="gray">
          {closed.text}
        </Text>
      </Container>
    );
  }
  if (error) return <ErrorState text={W.loadFailed} />;
  return <Review page={data} token={token} rating={rating} />;
}

/** What the page says of a link that opens no form: one we never signed, one of a party still to come, one too old. */
function closedLink(error: unknown): { heading: string; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return { heading: W.linkNotFound, text: REVIEW_MESSAGES.notFound };
  if (error.status === 410) return { heading: W.linkExpired, text: REVIEW_MESSAGES.expired };
  if (readApiError(error).code === 'REVIEW_NOT_OPEN') return { heading: W.linkNotOpen, text: REVIEW_MESSAGES.notOpen };
  return null;
}

function Review({ page, token, rating }: { page: ReviewInvitation; token: string; rating: number | null }) {
  const decided = page.review && page.review.status !== 'pending';
  return (
    <Container size="1" px="4" py="6">
      <Flex direction="column" gap="4">
        <Box>
          <Heading as="h1" size="7" mb="1">
            {W.heading(page.childName, page.eventType)}
          </Heading>
          <Text color="gray">
            {calendarDayWords(page.eventDate, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}
          </Text>
        </Box>
        {decided ? (
          <Callout.Root color="gray" role="status">
            <Callout.Text>{page.review?.status === 'approved' ? W.approved : W.rejected}</Callout.Text>
          </Callout.Root>
        ) : (
          <>
            <Text as="p">{W.intro}</Text>
            <Card size="3">
              <ReviewForm token={token} review={page.review} rating={rating} />
            </Card>
          </>
        )}
        {page.googleReviewUrl && (
          <Text as="p">
            <Link href={page.googleReviewUrl} target="_blank" rel="noopener noreferrer">
              {W.google}
            </Link>
          </Text>
        )}
      </Flex>
    </Container>
  );
}
