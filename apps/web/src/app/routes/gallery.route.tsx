import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { ClosingCta } from '@/features/marketing/components/closing-cta.component';
import { PageTitle, useBusinessName } from '@/components/layout/page-title.layout';
import { Island } from '../islands/island';
import { Component as GalleryViewer } from '../islands/gallery-viewer.island';

export function Component() {
  const businessName = useBusinessName();
  return (
    <>
      <PageTitle page="Gallery" />
      <PageHero
        title="Event Gallery"
        intro={`Races, podiums, team shirts and the gear we bring: a look at what a ${businessName} event feels like.`}
      />
      <PageSection id="gallery">
        <Island name="gallery-viewer" component={GalleryViewer} props={{}} />
      </PageSection>
      <ClosingCta
        title="Want Moments Like These?"
        text="Add professional photography to your booking and we’ll capture every cheer."
      />
    </>
  );
}
