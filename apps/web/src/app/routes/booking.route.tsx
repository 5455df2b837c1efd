import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { useSetAtom } from 'jotai';
import { useDeferredValue } from 'react';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { BookingWizard } from '@/features/booking-wizard/components/booking-wizard.component';
import { useGames } from '@/features/catalog/api/get-games.api';
import { PaymentOutcomeDialogs } from '@/features/payments/components/payment-outcome-dialogs.component';
import { PaymentPanel } from '@/features/payments/components/payment-panel.component';
import { paymentOutcomeAtom } from '@/features/payments/state/payment-outcome.atom';
import { useSiteInfo } from '@/features/site/api/get-site-info.api';

/**
 * /booking (SPEC §2): the wizard, given the games catalogue (catalog) and the business's today and price settings
 * (site), so its calendar and live price agree with the server; its payment area and what follows a payment come
 * from payments.
 */
export function Component() {
  const games = useGames();
  const site = useSiteInfo();
  // The wizard is a large tree: rendered in one go when /api/site answered, it blocked a throttled phone's main
  // thread for about 300 ms. From the deferred value React builds it in the background, yielding between slices
  // (docs/decisions.md, "Web performance": blocking time 455 → 268 ms).
  const siteInfo = useDeferredValue(site.data);
  const auth = useAuth();
  const setOutcome = useSetAtom(paymentOutcomeAtom);
  return (
    <>
      <title>Book Your Event — Champions Party</title>
      <PageHero
        title="Book Your Event"
        intro="Pick your games, choose a date and add the extras: your champion party in five easy steps."
      />
      <PageSection id="booking">
        {siteInfo ? (
          <BookingWizard
            games={games.data}
            gamesLoading={games.isPending}
            gamesFailed={games.isError}
            site={siteInfo}
            payment={({ onPaid, ...slot }) => (
              <PaymentPanel
                {...slot}
                onPaid={(outcome) => {
                  onPaid();
                  setOutcome(outcome);
                }}
              />
            )}
          />
        ) : site.isError ? (
          <ErrorState text="Failed to load the booking form. Please try again later." />
        ) : (
          // As tall as a screen: the wizard replaces it without pulling the footer up into view and back down.
          <div className="booking-placeholder">
            <LoadingState text="Loading the booking form..." />
          </div>
        )}
      </PageSection>
      <PaymentOutcomeDialogs signedIn={auth.status === 'authenticated'} />
    </>
  );
}
