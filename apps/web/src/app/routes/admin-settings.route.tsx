import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { SettingsPanel } from '@/features/admin/settings/components/settings-panel.component';

export function Component() {
  return (
    <>
      <PageTitle page={ADMIN_PAGES.settings.title} />
      <SettingsPanel />
    </>
  );
}
