import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ArtIcon, type ArtIconName } from '@/components/ui/art-icon.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { FEATURES } from '@/features/marketing/content/event-types.content';

const ICONS: ArtIconName[] = ['mic', 'target', 'shirt', 'trophy'];

export function FeaturesGrid() {
  return (
    <PageSection id="features" tone="tinted" eyebrow="Why parents choose us" title="Everything for a Champion Party">
      <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="6">
        {FEATURES.map((feature, i) => (
          <Flex key={feature.title} direction="column" align="center" gap="3" className="feature">
            <ArtIcon name={ICONS[i]} size={72} />
            <Heading as="h3" size="5" align="center">
              {feature.title}
            </Heading>
            <Text size="2" color="gray" align="center">
              {feature.text}
            </Text>
          </Flex>
        ))}
      </Grid>
    </PageSection>
  );
}
