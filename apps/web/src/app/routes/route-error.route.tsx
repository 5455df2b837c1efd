import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Component, type ReactNode } from 'react';

function RouteErrorMessage() {
  return (
    <Container size="2" px="4">
      <Flex direction="column" align="center" gap="4" py="9" role="alert">
        <Heading as="h1" size="7">
          Something went wrong
        </Heading>
        <Text color="gray">This page could not be shown. Please reload and try again.</Text>
        <Button size="3" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Flex>
    </Container>
  );
}

/**
 * Last resort when a page throws or its chunk cannot load (often a deploy replaced the files): offer a reload instead
 * of a blank screen. Keyed by path in the layout, so navigating away clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <RouteErrorMessage /> : this.props.children;
  }
}
