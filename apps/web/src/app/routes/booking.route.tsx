import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';

/** Placeholder until the booking wizard (its own issue) replaces this route's module. */
export function Component() {
  return (
    <>
      <title>Book Your Event — Champions Party</title>
      <PageHero
        title="Book Your Event"
        intro="Pick your games, choose a date and add the extras: your champion party in five easy steps."
      />
      <PageSection id="booking">
        <Card size="4" className="narrow-card">
          <Flex direction="column" align="center" gap="3">
            <Heading as="h2" size="6" align="center">
              Online booking is almost here
            </Heading>
            <Text align="center" color="gray">
              Our five-step booking wizard is on its way. In the meantime, send us a message and we will plan your event
              with you.
            </Text>
            <LinkButton to="/contact?subject=booking" size="3">
              Contact Us to Book
            </LinkButton>
          </Flex>
        </Card>
      </PageSection>
    </>
  );
}
