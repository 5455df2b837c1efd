import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Grid,
  Heading,
  Link,
  SegmentedControl,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  REVIEW_MESSAGES,
  REVIEW_RULES,
  REVIEW_STATUSES,
  shortBookingId,
  type AdminReview,
  type ReviewModerationRequest,
  type ReviewStatus,
} from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useToast } from '@/components/ui/toast';
import { calendarDate, capitalised } from '@/features/admin/shared/components/admin-format';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { readApiError } from '@/lib/api-error';
import { useAdminReviews, useModerateReview } from '../api/admin-reviews.api';

const STATUS_COLORS = { pending: 'amber', approved: 'green', rejected: 'red' } as const;
type Filter = ReviewStatus | 'all';

function ReviewCard({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const at = useAdminDateTime();
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  // The parent changed the review after the list was read: the card now shows the new version, and says so.
  const [changed, setChanged] = useState<string | null>(null);
  const change = (body: Omit<ReviewModerationRequest, 'version'>, done: string) =>
    moderate.mutate(
      { id: review.id, version: review.version, ...body },
      {
        onSuccess: () => {
          setRejecting(false);
          setChanged(null);
          toast({ title: done });
        },
        onError: (error) => {
          const { code, message } = readApiError(error);
          if (code === 'REVIEW_CHANGED') setChanged(message ?? REVIEW_MESSAGES.changed);
          else toast({ title: 'Review not saved', description: message ?? error.message, variant: 'destructive' });
        },
      },
    );
  const { booking } = review;
  const headingId = `review-${review.id}`;
  const reasonId = `review-${review.id}-reason`;
  return (
    <Card size="2" asChild>
      <article aria-labelledby={headingId}>
        <Flex justify="between" gap="2" align="start">
          <Text as="p" size="3" weight="bold" id={headingId}>
            {booking.parentName} · {review.rating} of 5 stars
          </Text>
          <Flex gap="1">
            {review.featured && (
              <Badge color="blue" highContrast>
                Featured
              </Badge>
            )}
            <Badge color={STATUS_COLORS[review.status]} highContrast>
              {capitalised(review.status)}
            </Badge>
          </Flex>
        </Flex>
        {changed && (
          <Callout.Root color="amber" role="alert" mt="2">
            <Callout.Text>{changed}</Callout.Text>
          </Callout.Root>
        )}
        <Text as="p" size="2" my="2" style={{ whiteSpace: 'pre-line' }}>
          {review.text || 'No words, stars only.'}
        </Text>
        <Text as="p" size="2" color="gray">
          {review.publish ? 'May be shown on the website.' : 'Not for the website (no consent).'} Written{' '}
          {at(review.createdAt)}.
        </Text>
        <Text as="p" size="2" color="gray">
          From{' '}
          <Link asChild>
            <RouterLink to={`/admin/bookings?booking=${booking.id}`}>booking {shortBookingId(booking.id)}</RouterLink>
          </Link>
          : {booking.childName}&rsquo;s {booking.eventType.toLowerCase()}, {calendarDate(booking.eventDate)}
        </Text>
        {review.rejectionReason && (
          <Text as="p" size="2" mt="1">
            Rejected: {review.rejectionReason}
          </Text>
        )}
        {rejecting ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              change({ status: 'rejected', reason }, 'Review rejected');
            }}
          >
            <Flex direction="column" gap="2" mt="3">
              <Text as="label" htmlFor={reasonId} size="2" weight="medium">
                Why (false, abusive or off-topic)
              </Text>
              <TextField.Root
                id={reasonId}
                value={reason}
                maxLength={REVIEW_RULES.reasonMax}
                onChange={(e) => setReason(e.target.value)}
              />
              <Flex gap="2">
                <Button size="2" color="red" type="submit" loading={moderate.isPending} disabled={!reason.trim()}>
                  Reject
                </Button>
                <Button size="2" variant="soft" color="gray" type="button" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
              </Flex>
              {!reason.trim() && (
                <Text size="1" color="gray">
                  {REVIEW_MESSAGES.reasonRequired}
                </Text>
              )}
            </Flex>
          </form>
        ) : (
          <Flex gap="2" mt="3" wrap="wrap">
            {review.status !== 'approved' && (
              <Button
                size="2"
                color="green"
                loading={moderate.isPending}
                onClick={() => change({ status: 'approved' }, 'Review approved')}
              >
                Approve
              </Button>
            )}
            {review.status === 'approved' && review.publish && (
              <Button
                size="2"
                variant="soft"
                loading={moderate.isPending}
                onClick={() =>
                  change(
                    { featured: !review.featured },
                    review.featured ? 'No longer on the home page' : 'Featured on the home page',
                  )
                }
              >
                {review.featured ? 'Stop featuring' : 'Feature on the home page'}
              </Button>
            )}
            {review.status !== 'rejected' && (
              <Button size="2" variant="soft" color="red" onClick={() => setRejecting(true)}>
                Reject...
              </Button>
            )}
          </Flex>
        )}
      </article>
    </Card>
  );
}

/**
 * docs/product/reviews.md#moderation: the parents' reviews, awaiting ones first by default, each with the booking it
 * came from; approved with consent, a review is one of the site's testimonials.
 */
export function ReviewsPanel() {
  const [filter, setFilter] = useState<Filter>('pending');
  const { data, isPending, isError } = useAdminReviews(filter === 'all' ? undefined : filter);
  return (
    <section aria-labelledby="reviews-heading">
      {/* The filter under the heading, small: its four equal parts (each as wide as "Approved") fit a 375 px phone. */}
      <Flex direction="column" gap="3" mb="3">
        <Heading as="h2" size="5" id="reviews-heading">
          Parents&rsquo; reviews
        </Heading>
        <SegmentedControl.Root
          size="1"
          style={{ width: '100%', maxWidth: 480 }}
          value={filter}
          onValueChange={(value) => setFilter(value as Filter)}
          aria-label="Show reviews"
        >
          {[...REVIEW_STATUSES, 'all' as const].map((status) => (
            <SegmentedControl.Item key={status} value={status}>
              {capitalised(status)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      {isPending ? (
        <AdminListSkeleton text="Loading reviews..." />
      ) : isError ? (
        <ErrorState text="Failed to load reviews. Please try again later." />
      ) : !data.length ? (
        <EmptyState title={filter === 'all' ? 'No reviews yet.' : `No ${filter} reviews.`} />
      ) : (
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          {data.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </Grid>
      )}
    </section>
  );
}
