import { LegalPage } from '@/features/legal/components/legal-page.component';
import { useSiteInfo } from '@/lib/site-info.query';
// The business's own text (src/content/legal/README.md), built into the page and its pre-rendered HTML.
import source from '@/content/legal/privacy-policy.md?raw';

/** /privacy-policy: the Privacy Policy, its retention periods from the admin's Settings. */
export function Component() {
  const { data: site } = useSiteInfo();
  const facts = {
    rosterRetentionDays: site && String(site.rosterRetentionDays),
    albumRetentionDays: site && String(site.albumRetentionDays),
  };
  return <LegalPage source={source} facts={facts} />;
}
