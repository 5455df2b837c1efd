import { Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A part of a host's screen under its heading, a region named by it (so a screen reader can jump between them). */
export function HostSection({ title, gap = '2', children }: { title: string; gap?: '2' | '3'; children: ReactNode }) {
  return (
    <Flex asChild direction="column" gap={gap}>
      <section aria-label={title}>
        <Heading as="h2" size="6">
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}
