import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  intro: ReactNode;
  children?: ReactNode;
}

/** The coloured band that opens every inner page with its one h1. */
export function PageHero({ title, intro, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      <Container size="3" px="4">
        <Flex direction="column" align="center" gap="4" py={{ initial: '7', md: '9' }}>
          <Heading as="h1" size={{ initial: '8', md: '9' }} align="center" className="display">
            {title}
          </Heading>
          <Text as="p" size={{ initial: '4', md: '5' }} align="center" className="page-hero-intro">
            {intro}
          </Text>
          {children}
        </Flex>
      </Container>
    </header>
  );
}
