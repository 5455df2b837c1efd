import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { HostsPanel } from '@/features/admin/hosts/components/hosts-panel.component';

export function Component() {
  return (
    <>
      <PageTitle page={ADMIN_PAGES.hosts.title} />
      <HostsPanel />
    </>
  );
}
