import { ADMIN_PAGES } from '@app/contracts';
import { PageTitle } from '@/components/layout/page-title.layout';
import { Flex } from '@radix-ui/themes';
import { BlackoutDaysPanel } from '@/features/admin/calendar/components/blackout-days-panel.component';
import { CalendarPanel } from '@/features/admin/calendar/components/calendar-panel.component';
import { TeamsPanel } from '@/features/admin/calendar/components/teams-panel.component';
import { useAdminDay } from '@/features/admin/shell/components/use-admin-day.hook';

export function Component() {
  const { today, timeZone } = useAdminDay();
  return (
    <Flex direction="column" gap="6">
      <PageTitle page={ADMIN_PAGES.calendar.title} />
      <CalendarPanel today={today} timeZone={timeZone} />
      <TeamsPanel />
      <BlackoutDaysPanel />
    </Flex>
  );
}
