import { Skeleton } from '@radix-ui/themes';
import type { SiteInfo } from '@app/contracts';
import { useSiteInfo } from '@/lib/site-info.query';

type Fact = 'phone' | 'email' | 'serviceArea' | 'postalAddress';

/**
 * One business fact, as text. While /api/site loads a skeleton of similar width holds the place; if it fails the
 * fact is left out rather than guessed, so a parent never dials a wrong number.
 */
export function SiteFact({
  fact,
  render,
}: {
  fact: Fact;
  render?: (value: string, site: SiteInfo) => React.ReactNode;
}) {
  const { data, isPending } = useSiteInfo();
  if (isPending) return <Skeleton>(555) 555-5555</Skeleton>;
  const value = data?.[fact];
  if (!data || !value) return null;
  return <>{render ? render(value, data) : value}</>;
}
