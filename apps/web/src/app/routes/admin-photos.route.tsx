import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { PhotosPanel } from '@/features/admin/photos/components/photos-panel.component';

export function Component() {
  return (
    <>
      <PageTitle page={ADMIN_PAGES.photos.title} />
      <PhotosPanel />
    </>
  );
}
