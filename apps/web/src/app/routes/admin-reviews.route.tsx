import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { ReviewsPanel } from '@/features/admin/reviews/components/reviews-panel.component';

export function Component() {
  return (
    <>
      <PageTitle page={ADMIN_PAGES.reviews.title} />
      <ReviewsPanel />
    </>
  );
}
