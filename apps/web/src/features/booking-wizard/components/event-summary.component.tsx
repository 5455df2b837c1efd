import { DataList } from '@radix-ui/themes';
import { eventTypeLabel, intensityLabel, startTimeLabel } from '@app/contracts';
import { longDate } from '../form/calendar-day';

export interface EventSummaryFacts {
  eventDate: string;
  eventTime: string;
  guestCount: number;
  eventType: string;
  intensity: string;
  /** Left out where the games are listed on their own. */
  games?: string[];
  childName?: string;
  childAge?: number | null;
}

/** The event at a glance (read-only): step 3's summary, the review and the "Complete Your Booking" dialog. */
export function EventSummary({ facts, label }: { facts: EventSummaryFacts; label: string }) {
  const rows: [string, string][] = [
    ...(facts.childName
      ? ([['Child', facts.childAge ? `${facts.childName}, age ${facts.childAge}` : facts.childName]] as [
          string,
          string,
        ][])
      : []),
    ['Date', facts.eventDate ? longDate(facts.eventDate) : 'Not chosen yet'],
    ['Time', facts.eventTime ? startTimeLabel(facts.eventTime) : 'Not chosen yet'],
    ['Children', String(facts.guestCount)],
    ['Event type', facts.eventType ? eventTypeLabel(facts.eventType) : 'Not chosen yet'],
    ['Intensity', intensityLabel(facts.intensity)],
    ...(facts.games ? ([['Games', facts.games.join(', ') || 'None yet']] as [string, string][]) : []),
  ];
  return (
    <DataList.Root size="2" aria-label={label} orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      {rows.map(([name, value]) => (
        <DataList.Item key={name}>
          <DataList.Label minWidth="110px">{name}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
