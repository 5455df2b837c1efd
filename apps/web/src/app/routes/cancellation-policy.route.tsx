import { LegalPage } from '@/features/legal/components/legal-page.component';
// The business's own text (src/content/legal/README.md), built into the page and its pre-rendered HTML.
import source from '@/content/legal/cancellation-policy.md?raw';

/** /cancellation-policy (issue #29): the Cancellation Policy. */
export function Component() {
  return <LegalPage source={source} />;
}
