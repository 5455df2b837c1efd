import { Flex, Grid } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useGallery } from '@/features/catalog/api/get-gallery.api';
import { usePhotos } from '@/features/media/api/get-photos.api';
import { usePackages } from '@/features/catalog/api/get-packages.api';
import { useTestimonials } from '@/features/catalog/api/get-testimonials.api';
import { AddOnTiles } from '@/features/catalog/components/add-on-tiles.component';
import { GalleryGrid } from '@/features/catalog/components/gallery-grid.component';
import { PackageCard } from '@/features/catalog/components/package-card.component';
import { TestimonialCard } from '@/features/catalog/components/testimonial-card.component';
import { FALLBACK_GALLERY, FALLBACK_TESTIMONIALS } from '@/features/catalog/fallback-content';
import { galleryTiles } from '@/features/catalog/gallery-tiles';
import { ClosingCta } from '@/features/marketing/components/closing-cta.component';
import { EventTypes } from '@/features/marketing/components/event-types.component';
import { FeaturesGrid } from '@/features/marketing/components/features-grid.component';
import { HomeHero } from '@/features/marketing/components/home-hero.component';
import { ProcessStrip } from '@/features/marketing/components/process-strip.component';
import { useReviewRating } from '@/features/reviews/api/get-rating.api';
import { RatingSummary } from '@/features/reviews/components/rating-summary.component';
import { PageTitle } from '@/components/layout/page-title.layout';
import { Island } from '../islands/island';
import { Component as HomeDateCheck } from '../islands/home-date-check.island';

/**
 * docs/product/constants.md#business-constants-and-limits: the teaser takes at most 8 featured images and shows the
 * first 3.
 */
const TEASER_POOL = 8;
const TEASER_SHOWN = 3;

function PackagesPreview() {
  const { data, isPending } = usePackages();
  return (
    <PageSection
      id="packages"
      tone="tinted"
      eyebrow="Simple, all-inclusive pricing"
      title="Choose Your Package"
      subtitle="Every package includes a professional MC, all equipment and an awards ceremony."
    >
      {/* No packages error text here (docs/product/errors.md#errors): the add-ons and the link still help. */}
      {isPending && <LoadingState text="Loading packages..." />}
      {data && data.length > 0 && (
        <Grid columns={{ initial: '1', md: '3' }} gap="5" mb="7">
          {[...data]
            .sort((a, b) => a.tier - b.tier)
            .map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} compact />
            ))}
        </Grid>
      )}
      <AddOnTiles />
      <Flex justify="center" mt="6">
        <LinkButton to="/packages" variant="soft" size="3">
          Compare All Packages
        </LinkButton>
      </Flex>
    </PageSection>
  );
}

function GalleryTeaser() {
  const { data, isPending } = useGallery(true);
  const featuredPhotos = usePhotos().data?.gallery.filter((p) => p.featured) ?? [];
  const pool = data?.slice(0, TEASER_POOL) ?? [];
  const images = galleryTiles(pool.length ? pool : FALLBACK_GALLERY, featuredPhotos).slice(0, TEASER_SHOWN);
  return (
    <PageSection id="gallery-teaser" eyebrow="Real events, real champions" title="Moments from Our Events">
      {isPending ? <LoadingState text="Loading gallery..." /> : <GalleryGrid images={images} />}
      <Flex justify="center" mt="6">
        <LinkButton to="/gallery" variant="soft" size="3">
          View Full Gallery
        </LinkButton>
      </Flex>
    </PageSection>
  );
}

function Testimonials() {
  const { data, isPending } = useTestimonials();
  const rated = (useReviewRating().data?.count ?? 0) > 0;
  // The built-in samples fill a hole only while no review counts: a real rating never stands beside a sample
  // (docs/product/reviews.md#testimonials).
  const testimonials = data?.length ? data : rated ? [] : FALLBACK_TESTIMONIALS;
  const samples = testimonials.some((t) => t.sample);
  return (
    <PageSection id="testimonials" tone="tinted" eyebrow="Loved by parents" title="What Parents Are Saying">
      {!samples && <RatingSummary />}
      {isPending ? (
        <LoadingState text="Loading testimonials..." />
      ) : (
        <Grid columns={{ initial: '1', md: '3' }} gap="5">
          {/* Parents' reviews and the samples beside them number their ids apart: the place keeps keys apart. */}
          {testimonials.slice(0, 3).map((t, place) => (
            <TestimonialCard key={`${place}-${t.id}`} testimonial={t} />
          ))}
        </Grid>
      )}
    </PageSection>
  );
}

export function Component() {
  return (
    <>
      <PageTitle tagline="Kids' Competition Events" />
      <HomeHero dateCheck={<Island name="home-date-check" component={HomeDateCheck} props={{}} />} />
      <EventTypes />
      <FeaturesGrid />
      <ProcessStrip />
      <PackagesPreview />
      <GalleryTeaser />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
