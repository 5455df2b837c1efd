import { WAITLIST_OFFER_PARAM, type Booking, type User } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { BookingWizard, type BookingWizardProps } from '@/features/booking-wizard/components/booking-wizard.component';
import { userBookingsQueryOptions } from '@/features/bookings/api/get-user-bookings.api';
import { useGames } from '@/features/catalog/api/get-games.api';
import { packagesQueryOptions } from '@/features/catalog/api/get-packages.api';
import { paymentOutcomeAtom } from '@/features/payments/state/payment-outcome.atom';
import { useSiteInfo } from '@/lib/site-info.query';
import { useWaitlistOffer } from '@/features/waitlist/api/waitlist-links.api';
import { PageTitle } from '@/components/layout/page-title.layout';
import { waitlistSlot } from '../waitlist-slot';

// Shown only once a booking exists (the page opens on step 1 and loads none of it): the payment area, the dialogs after
// a payment and what they show next.
const PaymentPanel = lazy(() =>
  import('@/features/payments/components/payment-panel.component').then((m) => ({ default: m.PaymentPanel })),
);
const PaymentOutcomeDialogs = lazy(() =>
  import('@/features/payments/components/payment-outcome-dialogs.component').then((m) => ({
    default: m.PaymentOutcomeDialogs,
  })),
);
const BookingNextSteps = lazy(() =>
  import('@/features/bookings/components/booking-next-steps.component').then((m) => ({
    default: m.BookingNextSteps,
  })),
);

/** The signed-in parent as step 3 asks for them: "First Last", the account's e-mail, their last booking's phone. */
const accountContact = (user: User, bookings: Booking[] | undefined) => ({
  name: [user.firstName, user.lastName].filter(Boolean).join(' '),
  email: user.email ?? '',
  phone: bookings?.reduce<Booking | undefined>(
    (last, b) => (!last || b.createdAt > last.createdAt ? b : last),
    undefined,
  )?.parentPhone,
});

/**
 * /booking (docs/product/pages.md#routes): the wizard, given the games catalogue (catalog) and the business's today and
 * price settings (site), so its calendar and live price agree with the server; its payment area and what follows a
 * payment come from payments.
 */
export function Component() {
  const games = useGames();
  // The wizard's step 1 is a document the api renders with the live catalogue and site
  // (docs/adr/0032-public-pages-rendered-by-the-api.md), so a phone adopts it in slices with the page instead of
  // building it in one long task when /api/site answers; a wizard opened in the browser waits for that answer.
  const site = useSiteInfo();
  const auth = useAuth();
  const bookings = useQuery(userBookingsQueryOptions(auth.user?.id));
  const [outcome, setOutcome] = useAtom(paymentOutcomeAtom);
  // "Book <package>" on /packages and / links here with ?package=<tier>: the wizard starts from that package.
  const [params, setParams] = useSearchParams();
  const tier = Number(params.get('package'));
  // The waiting list's offer e-mail links here with ?games=<n>: the package of that many games, as if chosen.
  const gameCount = tier > 0 ? 0 : Number(params.get('games'));
  const packages = useQuery({ ...packagesQueryOptions(), enabled: tier > 0 || gameCount > 0 });
  const chosenPackage =
    tier > 0
      ? packages.data?.find((p) => p.tier === tier)
      : packages.data?.find((p) => gameCount > 0 && p.gamesIncluded === gameCount);
  // ...and &offer=<id>.<signature>: the time held for this family, read as its decline link reads it; while it is open
  // the wizard shows that time free and held, and Submit sends the token (docs/product/waitlist.md#offers).
  const offerToken = params.get(WAITLIST_OFFER_PARAM) ?? '';
  const [offerId = '', offerSignature = ''] = offerToken.split('.');
  const offerRead = useWaitlistOffer(offerId, offerSignature);
  const offerData = offerRead.data;
  const offer = useMemo(
    () =>
      offerData?.status === 'open'
        ? { token: offerToken, date: offerData.eventDate, time: offerData.eventTime, expiresAt: offerData.expiresAt }
        : null,
    [offerData, offerToken],
  );
  // "Is my date free?" on / and /packages links here with ?date=<yyyy-MM-dd>&time=<HH:mm>.
  const [date, time] = [params.get('date'), params.get('time')];
  // The wizard's props stay the same objects while what they say does not: the page renders again when its reads
  // change (the session's answer, a query starting to fetch once adopted), and those renders are blocking ones
  // (useSyncExternalStore's); the wizard, a memo, then sits them out rather than drawing itself again in one long task.
  const account = useMemo(() => auth.user && accountContact(auth.user, bookings.data), [auth.user, bookings.data]);
  // An offer's time is carried once the offer is read: chosen before, it would be reserved, which its hold refuses.
  const offerKnown = !offerRead.isLoading;
  const carried = useMemo(() => (date && time && offerKnown ? { date, time } : null), [date, time, offerKnown]);
  const onLeavePackage = useCallback(
    () =>
      setParams(
        (next) => {
          next.delete('package');
          next.delete('games');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onCarried = useCallback(
    () =>
      setParams(
        (next) => {
          next.delete('date');
          next.delete('time');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const payment = useCallback<BookingWizardProps['payment']>(
    ({ onPaid, ...slot }) => (
      <Suspense fallback={<LoadingState text="Loading the payment options..." />}>
        <PaymentPanel
          {...slot}
          onPaid={(paid) => {
            onPaid();
            setOutcome(paid);
          }}
        />
      </Suspense>
    ),
    [setOutcome],
  );
  return (
    <>
      <PageTitle page="Book Your Event" />
      <PageHero
        title="Book Your Event"
        intro="Pick your games, choose a date and add the extras: your champion party in five easy steps."
      />
      <PageSection id="booking">
        {site.isError ? (
          <ErrorState text="Failed to load the booking form. Please try again later." />
        ) : (
          <BookingWizard
            games={games.data}
            gamesLoading={games.isPending}
            gamesFailed={games.isError}
            site={site.data}
            chosenPackage={chosenPackage}
            onLeavePackage={onLeavePackage}
            account={account}
            carried={carried}
            onCarried={onCarried}
            payment={payment}
            waitlist={waitlistSlot}
            offer={offer}
          />
        )}
      </PageSection>
      {outcome && (
        <Suspense fallback={null}>
          <PaymentOutcomeDialogs
            signedIn={auth.status === 'authenticated'}
            nextSteps={(booking) => <BookingNextSteps bookingId={booking.id} />}
          />
        </Suspense>
      )}
    </>
  );
}
