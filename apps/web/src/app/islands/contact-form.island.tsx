import { useContext } from 'react';
import type { ContactSubject } from '@app/contracts';
import { ToastOutlet } from '@/components/ui/toast/toast-outlet.ui';
import { ContactForm } from '@/features/contact/components/contact-form.component';
import { InIslandDocument } from '@/lib/in-island-document';

/**
 * /contact's form (docs/product/pages.md#contact-page). In the page's document it brings its own toast outlet (what it
 * says once sent): nothing else of the app runs there; the SPA has the app's.
 */
export function Component({ initialSubject }: { initialSubject?: ContactSubject }) {
  const inDocument = useContext(InIslandDocument);
  return (
    <>
      <ContactForm initialSubject={initialSubject} />
      {inDocument && <ToastOutlet />}
    </>
  );
}
