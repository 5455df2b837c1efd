import { Button } from '@radix-ui/themes';
import { CalendarIcon } from '@radix-ui/react-icons';
import { replyCalendarPath } from '../api/roster.api';

/** The party in an invited family's calendar (.ics), by its reply's own link: the place as the invitation shows it. */
export function ReplyCalendar({ token }: { token: string }) {
  return (
    <Button asChild size="3" variant="soft">
      <a href={replyCalendarPath(token)} download="party.ics">
        <CalendarIcon aria-hidden /> Add the party to your calendar (.ics)
      </a>
    </Button>
  );
}
