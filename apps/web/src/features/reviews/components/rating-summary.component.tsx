import { Flex, Text } from '@radix-ui/themes';
import { ratingWords } from '@app/contracts';
import { useReviewRating } from '../api/get-rating.api';

/**
 * "4.9 from 37 parents" over the testimonials (docs/product/reviews.md#testimonials): the approved reviews only, never
 * a sample; nothing until there is one. Not part of the pre-rendered page (the build cannot know it): it appears once
 * the page asked the API. No rating markup for search engines: they give no stars to a business's own reviews.
 */
export function RatingSummary() {
  const { data } = useReviewRating();
  if (!data || data.average === null || data.count === 0) return null;
  const stars = Math.round(data.average);
  return (
    <Flex justify="center" align="center" gap="2" mb="5">
      <span
        role="img"
        aria-label={`Rated ${stars} out of 5 stars`}
        className="stars"
        style={{ width: `${stars * 20}px` }}
      />
      <Text size="3" weight="bold">
        {ratingWords({ average: data.average, count: data.count })}
      </Text>
    </Flex>
  );
}
