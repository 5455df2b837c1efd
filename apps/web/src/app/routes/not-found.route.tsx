import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageTitle } from '@/components/layout/page-title.layout';

export function Component() {
  return (
    <Container size="2" px="4">
      <PageTitle page="Page Not Found" />
      <Flex direction="column" align="center" gap="4" py="9" className="not-found">
        <Text className="not-found-code display" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="7" align="center">
          404 Page Not Found
        </Heading>
        <Text color="gray" align="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <LinkButton to="/" size="3">
          Back to Home
        </LinkButton>
      </Flex>
    </Container>
  );
}
