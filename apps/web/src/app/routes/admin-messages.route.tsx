import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { ContactInbox } from '@/features/admin/messages/components/contact-inbox.component';

export function Component() {
  return (
    <>
      <PageTitle page={ADMIN_PAGES.messages.title} />
      <ContactInbox />
    </>
  );
}
