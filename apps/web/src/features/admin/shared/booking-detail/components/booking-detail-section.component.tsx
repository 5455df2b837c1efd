import { DataList, Heading } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

/**
 * One titled section of the booking detail (a region named by its title), its facts as a label / value list.
 * `orientation` for labels that can be long (a game's or a team's name) and values that are wide (a file picker):
 * stacked over their values on a phone (STACKED_ON_A_PHONE), they would otherwise push past the screen's edge.
 */
/** Labels over their values on a phone, beside them from the small breakpoint up. */
export const STACKED_ON_A_PHONE = { initial: 'vertical', sm: 'horizontal' } as const;

export function Section({
  title,
  children,
  orientation,
}: {
  title: string;
  children: ReactNode;
  orientation?: ComponentProps<typeof DataList.Root>['orientation'];
}) {
  return (
    <section aria-label={title}>
      <Heading as="h3" size="3" mb="2" mt="4">
        {title}
      </Heading>
      <DataList.Root size="2" orientation={orientation}>
        {children}
      </DataList.Root>
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
