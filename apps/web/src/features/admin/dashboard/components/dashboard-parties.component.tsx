import { Badge, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import {
  addDays,
  ADMIN_FIGURE_WORDS as W,
  BOOKING_STATUS_LABELS,
  eventTypeLabel,
  periodWords,
  startTimeLabel,
  type AdminStats,
} from '@app/contracts';
import { useAdminStats } from '@/features/admin/dashboard/api/get-admin-stats.api';
import { dateWithWeekday, STATUS_COLOR } from '@/features/admin/shared/components/admin-format';
import { useStatsPeriod } from './use-stats-period.hook';
import './dashboard-parties.css';

type Upcoming = AdminStats['upcoming'];
type UpcomingEvent = Upcoming['events'][number];

/** One party as a row that opens its booking (the bookings page's detail, by its id in the URL). */
function PartyRow({ event: e, withDay }: { event: UpcomingEvent; withDay: boolean }) {
  return (
    <li>
      <Link to={`/admin/bookings?booking=${encodeURIComponent(e.id)}`} className="dashboard-party">
        <Flex direction="column" gap="1">
          <Text size="2" weight="bold">
            {withDay ? `${dateWithWeekday(e.eventDate)}, ` : ''}
            {startTimeLabel(e.eventTime)}
          </Text>
          <Text size="2">{W.eventLine(e.childName, e.parentName, eventTypeLabel(e.eventType), e.guestCount)}</Text>
        </Flex>
        <Badge color={STATUS_COLOR[e.status]} highContrast>
          {BOOKING_STATUS_LABELS[e.status]}
        </Badge>
      </Link>
    </li>
  );
}

function PartyList({ label, events, withDay }: { label: string; events: UpcomingEvent[]; withDay: boolean }) {
  return (
    <ul aria-label={label} className="dashboard-parties">
      {events.map((e) => (
        <PartyRow key={e.id} event={e} withDay={withDay} />
      ))}
    </ul>
  );
}

/**
 * What the owner opens the dashboard for on a party day: today's parties, then the rest of the coming week's, each a
 * row that opens its booking. From the same GET /api/admin/stats as the figures (one request, shared by its key).
 */
export function DashboardParties({ today }: { today: string }) {
  const { range } = useStatsPeriod(today);
  const { data, isError } = useAdminStats(range);
  // The figures below say the statistics failed: one message for one request.
  if (isError) return null;
  if (!data) return <Skeleton height="120px" mb="5" role="status" aria-label="Loading the week's parties" />;
  const { from, to, events } = data.upcoming;
  const todays = events.filter((e) => e.eventDate === from);
  const later = events.filter((e) => e.eventDate !== from);
  return (
    <Flex direction="column" gap="5" mb="5">
      <section aria-labelledby="dashboard-today-heading">
        <Heading as="h2" size="5" mb="2" id="dashboard-today-heading">
          {W.today}
        </Heading>
        {todays.length ? (
          <PartyList label={W.today} events={todays} withDay={false} />
        ) : (
          <Text as="p" size="2" color="gray">
            {W.todayNone}
          </Text>
        )}
      </section>
      <section aria-labelledby="dashboard-week-heading">
        <Heading as="h2" size="5" mb="1" id="dashboard-week-heading">
          {W.upcoming}
        </Heading>
        <Text as="p" size="2" color="gray" mb="2">
          {W.upcomingNote(periodWords({ from: from === to ? from : addDays(from, 1), to }))}
        </Text>
        {later.length ? (
          <PartyList label={W.upcoming} events={later} withDay />
        ) : (
          <Text as="p" size="2">
            {todays.length ? W.upcomingNoneLater : W.upcomingNone}
          </Text>
        )}
      </section>
    </Flex>
  );
}
