import { useParams } from 'react-router-dom';
import { ReviewPage } from '@/features/reviews/components/review-page.component';

/**
 * /reviews/:token: a parent's review of their party, opened by the thank-you's link. Not indexed, and no Referer leaves
 * it, so the link's token never reaches another site (the Google review link opens from here).
 */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Your review — Champions Party</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <ReviewPage token={token} />
    </>
  );
}
