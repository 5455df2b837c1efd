import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';

interface ClosingCtaProps {
  title?: string;
  text?: string;
}

/** The coloured call to action that ends the marketing pages. */
export function ClosingCta({
  title = 'Ready to Crown Some Champions?',
  text = 'Dates fill up fast, especially weekends. Book today and we’ll handle everything else.',
}: ClosingCtaProps) {
  return (
    <section className="closing-cta" aria-labelledby="closing-cta-heading">
      <Container size="3" px="4">
        <Flex direction="column" align="center" gap="4" py="9">
          <Heading as="h2" size={{ initial: '7', md: '8' }} align="center" id="closing-cta-heading" className="display">
            {title}
          </Heading>
          <Text as="p" size="4" align="center">
            {text}
          </Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <LinkButton to="/booking" size="4" className="cta-primary">
              Book Your Event
            </LinkButton>
            <LinkButton to="/packages" size="4" variant="outline" className="cta-secondary">
              See Packages
            </LinkButton>
          </Flex>
        </Flex>
      </Container>
    </section>
  );
}
