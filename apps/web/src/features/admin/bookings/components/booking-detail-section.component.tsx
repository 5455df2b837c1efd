import { DataList, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One titled section of the booking detail (a region named by its title), its facts as a label / value list. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Heading as="h3" size="3" mb="2" mt="4">
        {title}
      </Heading>
      <DataList.Root size="2">{children}</DataList.Root>
    </section>
  );
}

export function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="150px">{label}</DataList.Label>
      <DataList.Value>{children ?? '—'}</DataList.Value>
    </DataList.Item>
  );
}
