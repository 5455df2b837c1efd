import { Box, Button, Container, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useContactMessages } from '@/features/admin/api/contact-messages.api';
import { useUrlParams } from '@/lib/use-url-params.hook';
import { BlackoutDaysPanel } from './blackout-days-panel.component';
import { BookingsTable } from './bookings-table.component';
import { CalendarPanel } from './calendar-panel.component';
import { ContactInbox } from './contact-inbox.component';
import { CustomGamesPanel } from './custom-games-panel.component';
import { DashboardNotice } from './dashboard-notice.component';
import { DashboardFigures } from './dashboard-figures.component';
import { PhotosPanel } from './photos-panel.component';
import { PromoCodesPanel } from './promo-codes-panel.component';
import { SettingsPanel } from './settings-panel.component';
import { ShirtOrderPanel } from './shirt-order-panel.component';
import { TeamsPanel } from './teams-panel.component';
import { PERIOD_PARAMS } from './use-stats-period.hook';
import { PageTitle } from '@/components/layout/page-title.layout';

const TABS = [
  'bookings',
  'calendar',
  'shirts',
  'promo-codes',
  'custom-games',
  'messages',
  'photos',
  'settings',
] as const;
type Tab = (typeof TABS)[number];

/** Each tab keeps its own state in the URL; a tab starts from a clean address but for the figures' period. */
function tabParams(tab: string, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(tab === 'bookings' ? {} : { tab });
  for (const key of PERIOD_PARAMS) if (current.has(key)) next.set(key, current.get(key)!);
  return next;
}

/** The inbox tab names how many messages wait unread. */
function MessagesTabLabel() {
  const { data } = useContactMessages();
  const unread = data?.filter((m) => !m.readAt).length ?? 0;
  return <>Messages{unread > 0 ? ` (${unread} unread)` : ''}</>;
}

/**
 * /admin (docs/product/pages.md#routes): the welcome line, the four stat cards with the figures of a period, and one
 * tab each for the bookings table, the Calendar (teams' bookings, hours, time off and blackout days), the shirt order
 *, promo codes,
 * custom-game review, the inbox, the photos and the business's settings (with a notice while placeholders stand). The
 * open tab is in the URL like the table's state.
 */
export function AdminDashboard({
  adminName,
  today,
  timeZone,
}: {
  adminName: string;
  today: string;
  /** The business's time zone (GET /api/site); the browser's until it is known. */
  timeZone?: string;
}) {
  const [params, setParams] = useUrlParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'bookings';
  const selectTab = (value: string) => setParams((current) => tabParams(value, current));

  return (
    <Container size="4" px="4" py={{ initial: '6', md: '8' }}>
      <PageTitle page="Admin Dashboard" />
      <Flex justify="between" align="center" gap="4" wrap="wrap" mb="2">
        <Heading as="h1" size="8">
          Admin Dashboard
        </Heading>
        {/* Served by the api (Bull Board), not a client route: a full page load. */}
        <Button asChild variant="soft">
          <a href="/admin/queues">Queue dashboard</a>
        </Button>
      </Flex>
      <Text as="p" size="4" color="gray" mb="6">
        Welcome back, {adminName}.
      </Text>
      {tab !== 'settings' && (
        <Box mb="4">
          <DashboardNotice onOpenSettings={() => selectTab('settings')} photosTab={`?${tabParams('photos', params)}`} />
        </Box>
      )}
      <DashboardFigures today={today} />
      <Tabs.Root value={tab} onValueChange={selectTab}>
        <Tabs.List wrap="wrap">
          <Tabs.Trigger value="bookings">Bookings</Tabs.Trigger>
          <Tabs.Trigger value="calendar">Calendar</Tabs.Trigger>
          <Tabs.Trigger value="shirts">Shirts</Tabs.Trigger>
          <Tabs.Trigger value="promo-codes">Promo codes</Tabs.Trigger>
          <Tabs.Trigger value="custom-games">Custom games</Tabs.Trigger>
          <Tabs.Trigger value="messages">
            <MessagesTabLabel />
          </Tabs.Trigger>
          <Tabs.Trigger value="photos">Photos</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="bookings">
            <BookingsTable />
          </Tabs.Content>
          <Tabs.Content value="calendar">
            <Flex direction="column" gap="6">
              <CalendarPanel today={today} timeZone={timeZone} />
              <TeamsPanel />
              <BlackoutDaysPanel />
            </Flex>
          </Tabs.Content>
          <Tabs.Content value="shirts">
            <ShirtOrderPanel today={today} />
          </Tabs.Content>
          <Tabs.Content value="promo-codes">
            <PromoCodesPanel today={today} />
          </Tabs.Content>
          <Tabs.Content value="custom-games">
            <CustomGamesPanel />
          </Tabs.Content>
          <Tabs.Content value="messages">
            <ContactInbox />
          </Tabs.Content>
          <Tabs.Content value="photos">
            <PhotosPanel />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <SettingsPanel />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Container>
  );
}
