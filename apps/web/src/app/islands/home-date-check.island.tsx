import { useNavigate } from 'react-router-dom';
import { DateCheck } from '@/features/booking-wizard/components/date-check.component';
import { pricedGameCount } from '@/features/booking-wizard/form/priced-games';
import { useSiteInfo } from '@/lib/site-info.query';
import { waitlistSlot } from '../waitlist-slot';

/**
 * "Is my date free?" before anything else: the hero's first action. No package is chosen here: the days and times are
 * those free for the smallest package's games (the shortest event), so a day shown full is full for every package and
 * no bookable day is hidden; a longer package that no longer fits the time is told so at step 2, with the nearest
 * free times.
 */
export function Component() {
  const site = useSiteInfo();
  const navigate = useNavigate();
  return (
    <DateCheck
      today={site.data?.today}
      waitlist={waitlistSlot}
      games={pricedGameCount(0, null)}
      onChoose={({ date, time }) => navigate(`/booking?${new URLSearchParams({ date, time })}`)}
    />
  );
}
