/** What a Google Calendar "add event" link carries. */
export interface CalendarEventFacts {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}

/** 20260613T190000Z: the UTC form Google's `dates` takes. */
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** https://calendar.google.com/calendar/render?action=TEMPLATE&...: opens Google Calendar's "add event" filled in. */
export function googleCalendarUrl(e: CalendarEventFacts): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${utcStamp(e.start)}/${utcStamp(e.end)}`,
    details: e.details,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
