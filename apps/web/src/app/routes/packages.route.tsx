import { Flex, Grid, Heading } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { usePackages } from '@/features/catalog/api/get-packages.api';
import { AddOnTiles } from '@/features/catalog/components/add-on-tiles.component';
import { PackageCard } from '@/features/catalog/components/package-card.component';
import { IncludedTrio } from '@/features/marketing/components/included-trio.component';
import { PageTitle } from '@/components/layout/page-title.layout';
import { Island } from '../islands/island';
import { Component as PackagesDateCheck } from '../islands/packages-date-check.island';

function PackageList() {
  const { data, isPending, isError } = usePackages();
  if (isPending) return <LoadingState text="Loading packages..." />;
  if (isError) return <ErrorState text="Failed to load packages. Please try again later." />;
  if (!data.length) return <EmptyState title="No packages available at this time." />;
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="5">
      {[...data]
        .sort((a, b) => a.tier - b.tier)
        .map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
    </Grid>
  );
}

export function Component() {
  return (
    <>
      <PageTitle page="Packages" />
      <PageHero
        title="Party Packages"
        intro="Pick the number of games that fits your crowd. Every package comes with a professional MC, all equipment and an awards ceremony."
      />
      <Island name="packages-date-check" component={PackagesDateCheck} props={{}} />
      <PageSection id="package-list">
        <Heading as="h2" className="visually-hidden">
          Our packages
        </Heading>
        <PackageList />
      </PageSection>
      <PageSection
        id="add-ons"
        tone="tinted"
        title="Make It Even More Special"
        subtitle="Optional extras you can add while booking."
      >
        <AddOnTiles />
      </PageSection>
      <PageSection
        id="included"
        title="What's Included"
        subtitle="No hidden extras: every event comes with all of this."
      >
        <IncludedTrio />
        <Flex justify="center" mt="7">
          <LinkButton to="/booking" size="4">
            Start Your Booking
          </LinkButton>
        </Flex>
      </PageSection>
    </>
  );
}
