import { useNavigate } from 'react-router-dom';
import { PageSection } from '@/components/ui/page-section.ui';
import { DateCheck } from '@/features/booking-wizard/components/date-check.component';
import { usePackages } from '@/features/catalog/api/get-packages.api';
import { useSiteInfo } from '@/lib/site-info.query';
import { waitlistSlot } from '../waitlist-slot';

/**
 * "Is my date free?" for a package the parent chooses (the smallest first): the free days and times are those of its
 * event length, and the chosen time goes to /booking with the package, which the wizard then keeps.
 */
export function Component() {
  const site = useSiteInfo();
  const { data } = usePackages();
  const navigate = useNavigate();
  const packages = [...(data ?? [])].sort((a, b) => a.tier - b.tier);
  if (!packages.length) return null;
  return (
    <PageSection id="date-check">
      <DateCheck
        today={site.data?.today}
        waitlist={waitlistSlot}
        games={packages[0].gamesIncluded}
        packages={packages}
        onChoose={({ date, time }, pkg) =>
          navigate(`/booking?${new URLSearchParams({ package: String(pkg?.tier ?? packages[0].tier), date, time })}`)
        }
      />
    </PageSection>
  );
}
