import { LegalPage } from '@/features/legal/components/legal-page.component';
// The business's own text (src/content/legal/README.md), built into the page and its pre-rendered HTML.
import source from '@/content/legal/terms-of-service.md?raw';

/** /terms-of-service: the Terms of Service. */
export function Component() {
  return <LegalPage source={source} />;
}
