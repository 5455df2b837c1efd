import { useParams, useSearchParams } from 'react-router-dom';
import { ratingOfLink, REVIEW_RATING_PARAM } from '@app/contracts';
import { ReviewPage } from '@/features/reviews/components/review-page.component';

/**
 * /reviews/:token: a parent's review of their party, opened by the thank-you's link (`?rating=4`: by a star tapped in
 * it). Not indexed, and no Referer leaves it, so the link's token never reaches another site (the Google review link
 * opens from here).
 */
export function Component() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <>
      <title>Your review — Champions Party</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <ReviewPage token={token} rating={ratingOfLink(params.get(REVIEW_RATING_PARAM))} />
    </>
  );
}
