import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { CustomGame, FreeStart, Game, SiteInfo } from '@app/contracts';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useCustomGames } from '../api/custom-games.api';
import type { ChosenPackage } from '../form/priced-games';
import type { AccountContact } from '../form/use-account-prefill.hook';
import { bookingResolver, loadBookingValidation } from '../form/use-booking-validation.hook';
import { loadLaterStepsForm, useLaterStepsForm } from '../form/use-later-steps-form.hook';
import { useBookingWizard } from '../form/use-booking-wizard.hook';
import { ChosenDate } from './chosen-date.component';
import { ChosenPackageNote } from './chosen-package.component';
import { SlotNoticeCallout } from './slot-notice.component';
import type { PaymentSlotProps } from './complete-booking-dialog.component';
import { DateCheck } from './date-check.component';
import { StepGames } from './step-games.component';
import { StepIndicator } from './step-indicator.component';
import { RunningPrice } from './running-price.component';
import { RunningPriceDate } from './running-price-date.component';
import { SubmitTroubleNote } from './submit-trouble.component';
import { WizardNav } from './wizard-nav.component';
import { WIZARD_STEPS } from './wizard-steps';
import type { HeldOffer } from '../form/held-offer';
import type { WaitlistSlot } from '../form/waitlist-slot';
import './booking-wizard.css';

// /booking opens on step 1 (a public page loads nothing only the later steps need): steps 2 to 5, their form, the
// dialogs and the validators are chunks of their own, which the wizard asks for once a game is picked
// (preloadLaterSteps), so step 2 normally finds them loaded; the custom game's dialog on its first opening.
const loadStepDetails = () => import('./step-details.component');
const loadLaterSteps = [
  loadBookingValidation,
  loadLaterStepsForm,
  loadStepDetails,
  () => import('./step-location.component'),
  () => import('./step-review.component'),
  () => import('./step-payment.component'),
  () => import('./complete-booking-dialog.component'),
];
/** A failed preload is not reported here: the step's own load reports it (the route's error page). */
const preloadLaterSteps = () => {
  for (const load of loadLaterSteps) void load().catch(() => undefined);
  void loadStepDetails().then(
    (m) => m.preloadEventCalendar(),
    () => undefined,
  );
};
const StepDetails = lazy(() => loadStepDetails().then((m) => ({ default: m.StepDetails })));
const StepLocation = lazy(() => import('./step-location.component').then((m) => ({ default: m.StepLocation })));
const StepReview = lazy(() => import('./step-review.component').then((m) => ({ default: m.StepReview })));
const StepPayment = lazy(() => import('./step-payment.component').then((m) => ({ default: m.StepPayment })));
const CompleteBookingDialog = lazy(() =>
  import('./complete-booking-dialog.component').then((m) => ({ default: m.CompleteBookingDialog })),
);
const CustomGameDialog = lazy(() =>
  import('./custom-game-dialog.component').then((m) => ({ default: m.CustomGameDialog })),
);

export interface BookingWizardProps {
  games: Game[] | undefined;
  gamesLoading: boolean;
  gamesFailed: boolean;
  /** The business's today and prices: not known to the build, so absent until /api/site answers (steps 2 and 4 wait). */
  site: SiteInfo | undefined;
  /** The payment area of "Complete Your Booking" (the payments feature, composed by the route). */
  payment: (props: PaymentSlotProps) => ReactNode;
  /** The package chosen on /packages ("Book <package>"), when the parent came from there. */
  chosenPackage?: ChosenPackage | null;
  /** The parent switched away from the chosen package (the route forgets it). */
  onLeavePackage?: () => void;
  /** The signed-in parent, whose name and e-mail step 3 starts from. */
  account?: AccountContact | null;
  /** A date and time chosen by the date check on `/` or /packages (/booking?date=&time=): step 1 names them. */
  carried?: FreeStart | null;
  /** The carried date and time are in the draft now (the route forgets them, so a reload does not bring them back). */
  onCarried?: () => void;
  /** A fully booked day's waiting list (the waitlist feature, composed by the route). */
  waitlist?: WaitlistSlot;
  /** The time the waiting list holds for this family (/booking?...&offer=<token>, read by the route). */
  offer?: HeldOffer | null;
}

/**
 * The five-step booking wizard (docs/product/pages.md#routes /booking, docs/product/states.md#states-and-transitions
 * and docs/product/validation.md#validation). The draft's atoms hold the answers, validated by the API's DTO: step 1
 * sets them itself, steps 2 to 4 through their form (a chunk of its own); each step moves forward only while its
 * fields are valid; step 4 submits; step 5 holds the created booking and the "Complete Your
 * Booking" dialog. What it does is useBookingWizard's; this draws it, with the chunks and the custom game's dialog.
 * A memo: the page around it renders again whenever one of its reads changes, blocking (routes/booking.route.tsx).
 */
export const BookingWizard = memo(function BookingWizard(props: BookingWizardProps) {
  // The custom games are this browser's read, fetched once the page is adopted; a query's renders are blocking ones
  // (useSyncExternalStore's), so the wizard gets the list deferred: drawn again in slices, in a transition, rather than
  // in one long task when the read starts and again when it answers.
  const customGames = useDeferredValue(useCustomGames().data);
  return <Wizard {...props} customGames={customGames} />;
});

const Wizard = memo(function Wizard({
  games,
  customGames,
  gamesLoading,
  gamesFailed,
  site,
  payment,
  chosenPackage,
  onLeavePackage = () => undefined,
  account,
  carried,
  onCarried = () => undefined,
  waitlist,
  offer,
}: BookingWizardProps & { customGames: CustomGame[] | undefined }) {
  const wizard = useBookingWizard({ games, customGames, site, chosenPackage, carried, onCarried, offer });
  const [customOpen, setCustomOpen] = useState(false);
  const [customAsked, setCustomAsked] = useState(false);
  const pickedAGame = wizard.values.selectedGames.length > 0;
  useEffect(() => {
    if (pickedAGame) preloadLaterSteps();
  }, [pickedAGame]);
  // The form of steps 2 to 4 from the first game picked (or a draft past step 1) to the booking made.
  const LaterStepsForm = useLaterStepsForm(wizard.restored && !wizard.created && (pickedAGame || wizard.step > 1));
  const { title, subtitle } = WIZARD_STEPS[wizard.step - 1];

  return (
    <>
      <div className={wizard.step < 4 ? 'wizard-layout wizard-layout--priced' : 'wizard-layout'}>
        <Card size={{ initial: '2', sm: '4' }} className="wizard" data-step={wizard.step}>
          <Flex direction="column" gap="5">
            <StepIndicator step={wizard.step} onGoTo={wizard.step < 5 ? wizard.goToStep : undefined} />
            <form noValidate aria-labelledby="wizard-step-heading" onSubmit={wizard.submitForm}>
              <Flex direction="column" gap="1" mb="4">
                <Heading as="h2" size="6" id="wizard-step-heading" ref={wizard.headingRef} tabIndex={-1}>
                  {title}
                </Heading>
                <Text color="gray">{subtitle}</Text>
              </Flex>
              {wizard.waitingForSite && <LoadingState text="Loading the booking form..." />}
              {wizard.step === 1 && (
                <Box mb="5">
                  {wizard.values.eventDate && wizard.values.eventTime && !wizard.changingDate ? (
                    <ChosenDate
                      date={wizard.values.eventDate}
                      time={wizard.values.eventTime}
                      timeZone={site?.timeZone}
                      held={Boolean(wizard.reservation.held) || wizard.heldByOffer}
                      onChange={wizard.changeDate}
                      changeRef={wizard.changeDateButton}
                    />
                  ) : (
                    <DateCheck
                      today={site?.today}
                      games={wizard.checkedGames}
                      onChoose={wizard.pickChecked}
                      headingAs="h3"
                      opened={wizard.changingDate}
                      waitlist={waitlist}
                    />
                  )}
                </Box>
              )}
              {wizard.step === 1 && wizard.chosen && (
                <ChosenPackageNote
                  chosen={wizard.chosen}
                  picked={wizard.values.selectedGames.length}
                  onSwitch={onLeavePackage}
                />
              )}
              {wizard.step === 1 && wizard.slotNotice && (
                <SlotNoticeCallout notice={wizard.slotNotice} onPick={wizard.pickOffered} />
              )}
              {wizard.step === 1 && (
                <StepGames
                  games={wizard.pickable}
                  loading={gamesLoading}
                  failed={gamesFailed}
                  onAddYourOwn={() => {
                    setCustomAsked(true);
                    setCustomOpen(true);
                  }}
                  packageAsks={wizard.packageAsks}
                  selected={wizard.values.selectedGames}
                  onSelect={wizard.setGames}
                  intensity={wizard.values.intensity}
                  onIntensity={wizard.setIntensity}
                  error={wizard.gamesError}
                />
              )}
              {!LaterStepsForm && wizard.step > 1 && wizard.step < 5 && (
                <LoadingState text="Loading the booking form..." />
              )}
              {LaterStepsForm && !wizard.created && (
                <LaterStepsForm
                  draft={wizard.values}
                  onValues={wizard.writeValues}
                  resolver={bookingResolver}
                  onForm={wizard.onForm}
                  account={account}
                  onStep3={wizard.step === 3}
                >
                  {/* Inside the form: a step's chunk on its way does not hold the form back (Submit needs it). */}
                  <Suspense fallback={<LoadingState text="Loading the booking form..." />}>
                    <Steps2To4 wizard={wizard} site={site} waitlist={waitlist} offer={offer} />
                  </Suspense>
                </LaterStepsForm>
              )}
              <Suspense fallback={<LoadingState text="Loading the booking form..." />}>
                {wizard.step === 5 && wizard.created && (
                  <StepPayment
                    booking={wizard.created}
                    paid={wizard.paid}
                    onOpenDialog={() => wizard.setDialogOpen(true)}
                    onNewBooking={wizard.startAgain}
                  />
                )}
              </Suspense>
              {wizard.step === 4 && wizard.trouble && <SubmitTroubleNote trouble={wizard.trouble} />}
              {wizard.step < 5 && (
                <WizardNav
                  step={wizard.step}
                  valid={wizard.nextAllowed}
                  hint={wizard.hint}
                  submitting={wizard.submitting}
                  onPrevious={wizard.previous}
                  onNext={wizard.next}
                />
              )}
            </form>
          </Flex>
        </Card>
        {/* Steps 1-3: step 4 shows the same lines in its review, step 5 the booking's own price. */}
        {wizard.step < 4 && (
          <RunningPrice
            quote={wizard.runningQuote}
            guestCount={wizard.guestCount}
            dateLine={
              wizard.restored &&
              wizard.values.eventDate &&
              wizard.values.eventTime && (
                <RunningPriceDate
                  date={wizard.values.eventDate}
                  time={wizard.values.eventTime}
                  games={wizard.checkedGames}
                  timeZone={site?.timeZone}
                  reservationToken={wizard.reservation.token}
                  offer={offer}
                />
              )
            }
          />
        )}
      </div>
      <Suspense fallback={null}>
        {customAsked && (
          <CustomGameDialog open={customOpen} onOpenChange={setCustomOpen} onCreated={wizard.addCustomGame} />
        )}
        {wizard.created && (
          <CompleteBookingDialog
            booking={wizard.created}
            timeZone={site?.timeZone}
            feePercent={site?.cancellationFeePercent}
            gameName={wizard.gameName}
            open={wizard.dialogOpen}
            onOpenChange={wizard.setDialogOpen}
            payment={payment}
            onPaid={wizard.onPaid}
          />
        )}
      </Suspense>
    </>
  );
});

/** Steps 2 to 4, drawn inside their form. */
function Steps2To4({
  wizard,
  site,
  waitlist,
  offer,
}: { wizard: ReturnType<typeof useBookingWizard> } & Pick<BookingWizardProps, 'site' | 'waitlist' | 'offer'>) {
  return (
    <>
      {wizard.step === 2 && site && (
        <StepDetails
          today={site.today}
          dateError={wizard.dateError}
          games={wizard.values.selectedGames.length}
          notice={wizard.slotNotice}
          onNotice={wizard.setSlotNotice}
          reservation={wizard.reservationView}
          timeZone={site.timeZone}
          waitlist={waitlist}
          offer={offer}
        />
      )}
      {wizard.step === 3 && site && <StepLocation summary={wizard.summary} servedStates={site.servedPlaces.states} />}
      {wizard.step === 4 && wizard.quote && site && (
        <StepReview
          summary={{
            ...wizard.summary,
            childName: wizard.values.childName,
            childAge: wizard.values.childAge,
          }}
          quote={wizard.quote}
          serverFigures={wizard.serverFigures}
          reservation={wizard.reservationView}
          timeZone={site.timeZone}
          feePercent={site.cancellationFeePercent}
          onChooseAgain={() => wizard.goToStep(2)}
          onChange={wizard.goToStep}
        />
      )}
    </>
  );
}
