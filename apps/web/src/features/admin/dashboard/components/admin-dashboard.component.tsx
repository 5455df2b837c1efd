import { Box, Text } from '@radix-ui/themes';
import { useSearchParams } from 'react-router-dom';
import { adminPageLink } from '@/features/admin/shell/api/admin-sections';
import { BackupLine } from './backup-line.component';
import { DashboardNotice } from './dashboard-notice.component';
import { DashboardFigures } from './dashboard-figures.component';
import { DashboardParties } from './dashboard-parties.component';

/**
 * /admin itself: the welcome line, today's and the week's parties (what the owner comes for on a phone), where the
 * backups stand, what still stands in for the business (with ways to Settings and Photos) and the figures of a
 * period. The sections have pages of their own, so the owner reads the figures only when they come for them.
 */
export function AdminDashboard({ adminName, today }: { adminName: string; today: string }) {
  const [params] = useSearchParams();
  return (
    <>
      <Text as="p" size="4" color="gray" mb="5">
        Welcome back, {adminName}.
      </Text>
      <DashboardParties today={today} />
      <Box mb="4">
        <BackupLine />
      </Box>
      <Box mb="4">
        <DashboardNotice
          settingsLink={adminPageLink('settings', params)}
          photosLink={adminPageLink('photos', params)}
        />
      </Box>
      <DashboardFigures today={today} />
    </>
  );
}
