import { Box, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PageSectionProps {
  id?: string;
  title?: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A full-width band with a centred heading: every marketing section shares this rhythm. */
export function PageSection({ id, title, subtitle, eyebrow, tone = 'plain', children }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box asChild className={`page-section page-section--${tone}`}>
      <section id={id} aria-labelledby={title ? headingId : undefined}>
        <Container size="4" px="4">
          {title && (
            <Flex direction="column" align="center" gap="2" mb="6" className="section-head">
              {eyebrow && (
                <Text size="2" weight="bold" color="violet" className="eyebrow">
                  {eyebrow}
                </Text>
              )}
              <Heading as="h2" size={{ initial: '7', md: '8' }} align="center" id={headingId} className="display">
                {title}
              </Heading>
              {subtitle && (
                <Text as="p" size="4" color="gray" align="center" className="section-subtitle">
                  {subtitle}
                </Text>
              )}
            </Flex>
          )}
          {children}
        </Container>
      </section>
    </Box>
  );
}
