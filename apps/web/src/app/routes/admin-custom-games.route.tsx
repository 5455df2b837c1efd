import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { CustomGamesPanel } from '@/features/admin/custom-games/components/custom-games-panel.component';

export function Component() {
  return (
    <>
      <PageTitle page={ADMIN_PAGES['custom-games'].title} />
      <CustomGamesPanel />
    </>
  );
}
