import { CHANGE_NOTICE_HOURS } from '@app/contracts';
import { LegalPage } from '@/features/legal/components/legal-page.component';
import { useSiteInfo } from '@/lib/site-info.query';
// The business's own text (src/content/legal/README.md), built into the page and its pre-rendered HTML.
import source from '@/content/legal/cancellation-policy.md?raw';

/** /cancellation-policy: the Cancellation Policy, its figures from configuration. */
export function Component() {
  const { data: site } = useSiteInfo();
  const facts = {
    noticeHours: String(CHANGE_NOTICE_HOURS),
    feePercent: site && `${site.cancellationFeePercent}%`,
  };
  return <LegalPage source={source} facts={facts} />;
}
