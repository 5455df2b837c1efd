import { LegalPage } from '@/features/legal/components/legal-page.component';
// The business's own text (src/content/legal/README.md), built into the page and its pre-rendered HTML.
import source from '@/content/legal/privacy-policy.md?raw';

/** /privacy-policy: the Privacy Policy. */
export function Component() {
  return <LegalPage source={source} />;
}
