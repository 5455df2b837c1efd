import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { HOME_EVENT_TYPES } from '@/features/marketing/content/event-types.content';
import { ArtIcon, type ArtIconName } from '@/components/ui/art-icon.ui';

const ICONS: ArtIconName[] = ['cake', 'friends', 'school', 'family'];

/**
 * Where "Let's Plan Your Event" leads (docs/product/pages.md#button-targets): the contact form with Special
 * Requirements preselected.
 */
const PLAN_EVENT_HREF = '/contact?subject=special';

export function EventTypes() {
  return (
    <PageSection
      id="event-types"
      eyebrow="Perfect for"
      title="Every Kind of Celebration"
      subtitle="From backyard birthdays to school-wide field days, we bring the competition to you."
    >
      <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="4">
        {HOME_EVENT_TYPES.map((type, i) => (
          <Card key={type.title} size="3" className="lift-card">
            <Flex direction="column" gap="3">
              <ArtIcon name={ICONS[i]} />
              <Heading as="h3" size="5">
                {type.title}
              </Heading>
              <Text size="2" color="gray">
                {type.text}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
      <Card size="4" mt="6" className="plan-panel">
        <Flex
          direction={{ initial: 'column', sm: 'row' }}
          align={{ initial: 'start', sm: 'center' }}
          justify="between"
          gap="4"
        >
          <Flex direction="column" gap="1">
            <Heading as="h3" size="6" className="display">
              Don't See Your Event Type?
            </Heading>
            <Text color="gray">
              Sports camps, team building, daycare events and more: tell us what you have in mind.
            </Text>
          </Flex>
          <LinkButton to={PLAN_EVENT_HREF} size="3">
            Let's Plan Your Event
          </LinkButton>
        </Flex>
      </Card>
    </PageSection>
  );
}
