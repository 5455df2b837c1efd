import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FreeStart, Game, SiteInfo } from '@app/contracts';
import { LoadingState } from '@/components/ui/loading-state.ui';
import type { ChosenPackage } from '../form/priced-games';
import type { AccountContact } from '../form/use-account-prefill.hook';
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
import './booking-wizard.css';

// /booking opens on step 1 (a public page loads nothing only the later steps need): steps 2 to 5 and the dialogs are
// chunks of their own, which the wizard asks for once a game is picked (preloadLaterSteps), so step 2 normally finds
// them loaded; the custom game's dialog on its first opening.
const loadStepDetails = () => import('./step-details.component');
const loadLaterSteps = [
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
}

/**
 * The five-step booking wizard (docs/product/pages.md#routes /booking, docs/product/states.md#states-and-transitions
 * and docs/product/validation.md#validation). One form validated by the API's DTO holds the draft; each step moves
 * forward only while its fields are valid; step 4 submits; step 5 holds the created booking and the "Complete Your
 * Booking" dialog. What it does is useBookingWizard's; this draws it, with the chunks and the custom game's dialog.
 */
export function BookingWizard({
  games,
  gamesLoading,
  gamesFailed,
  site,
  payment,
  chosenPackage,
  onLeavePackage = () => undefined,
  account,
  carried,
  onCarried = () => undefined,
}: BookingWizardProps) {
  const {
    form,
    restored,
    step,
    created,
    values,
    dateError,
    pickable,
    gameName,
    guestCount,
    quote,
    runningQuote,
    chosen,
    summary,
    waitingForSite,
    headingRef,
    goToStep,
    next,
    previous,
    submitForm,
    nextAllowed,
    packageAsks,
    hint,
    submitting,
    serverFigures,
    trouble,
    reservation,
    reservationView,
    checkedGames,
    slotNotice,
    setSlotNotice,
    changingDate,
    changeDate,
    changeDateButton,
    pickChecked,
    pickOffered,
    addCustomGame,
    dialogOpen,
    setDialogOpen,
    paid,
    onPaid,
    startAgain,
  } = useBookingWizard({ games, site, chosenPackage, account, carried, onCarried });
  const [customOpen, setCustomOpen] = useState(false);
  const [customAsked, setCustomAsked] = useState(false);
  const pickedAGame = values.selectedGames.length > 0;
  useEffect(() => {
    if (pickedAGame) preloadLaterSteps();
  }, [pickedAGame]);
  const { title, subtitle } = WIZARD_STEPS[step - 1];

  return (
    <FormProvider {...form}>
      <div className={step < 4 ? 'wizard-layout wizard-layout--priced' : 'wizard-layout'}>
        <Card size={{ initial: '2', sm: '4' }} className="wizard">
          <Flex direction="column" gap="5">
            <StepIndicator step={step} onGoTo={step < 5 ? goToStep : undefined} />
            <form noValidate aria-labelledby="wizard-step-heading" onSubmit={submitForm}>
              <Flex direction="column" gap="1" mb="4">
                <Heading as="h2" size="6" id="wizard-step-heading" ref={headingRef} tabIndex={-1}>
                  {title}
                </Heading>
                <Text color="gray">{subtitle}</Text>
              </Flex>
              {waitingForSite && <LoadingState text="Loading the booking form..." />}
              {step === 1 && (
                <Box mb="5">
                  {values.eventDate && values.eventTime && !changingDate ? (
                    <ChosenDate
                      date={values.eventDate}
                      time={values.eventTime}
                      timeZone={site?.timeZone}
                      held={Boolean(reservation.held)}
                      onChange={changeDate}
                      changeRef={changeDateButton}
                    />
                  ) : (
                    <DateCheck
                      today={site?.today}
                      games={checkedGames}
                      onChoose={pickChecked}
                      headingAs="h3"
                      opened={changingDate}
                    />
                  )}
                </Box>
              )}
              {step === 1 && chosen && (
                <ChosenPackageNote chosen={chosen} picked={values.selectedGames.length} onSwitch={onLeavePackage} />
              )}
              {step === 1 && slotNotice && <SlotNoticeCallout notice={slotNotice} onPick={pickOffered} />}
              {step === 1 && (
                <StepGames
                  games={pickable}
                  loading={gamesLoading}
                  failed={gamesFailed}
                  onAddYourOwn={() => {
                    setCustomAsked(true);
                    setCustomOpen(true);
                  }}
                  packageAsks={packageAsks}
                />
              )}
              <Suspense fallback={<LoadingState text="Loading the booking form..." />}>
                {step === 2 && site && (
                  <StepDetails
                    today={site.today}
                    dateError={dateError}
                    games={values.selectedGames.length}
                    notice={slotNotice}
                    onNotice={setSlotNotice}
                    reservation={reservationView}
                    timeZone={site.timeZone}
                  />
                )}
                {step === 3 && site && <StepLocation summary={summary} servedStates={site.servedPlaces.states} />}
                {step === 4 && quote && site && (
                  <StepReview
                    summary={{ ...summary, childName: values.childName, childAge: values.childAge }}
                    quote={quote}
                    serverFigures={serverFigures}
                    reservation={reservationView}
                    timeZone={site.timeZone}
                    feePercent={site.cancellationFeePercent}
                    onChooseAgain={() => goToStep(2)}
                    onChange={goToStep}
                  />
                )}
                {step === 5 && created && (
                  <StepPayment
                    booking={created}
                    paid={paid}
                    onOpenDialog={() => setDialogOpen(true)}
                    onNewBooking={startAgain}
                  />
                )}
              </Suspense>
              {step === 4 && trouble && <SubmitTroubleNote trouble={trouble} />}
              {step < 5 && (
                <WizardNav
                  step={step}
                  valid={nextAllowed}
                  hint={hint}
                  submitting={submitting}
                  onPrevious={previous}
                  onNext={next}
                />
              )}
            </form>
          </Flex>
        </Card>
        {/* Steps 1-3: step 4 shows the same lines in its review, step 5 the booking's own price. */}
        {step < 4 && (
          <RunningPrice
            quote={runningQuote}
            guestCount={guestCount}
            dateLine={
              restored &&
              values.eventDate &&
              values.eventTime && (
                <RunningPriceDate
                  date={values.eventDate}
                  time={values.eventTime}
                  games={checkedGames}
                  timeZone={site?.timeZone}
                  reservationToken={reservation.token}
                />
              )
            }
          />
        )}
      </div>
      <Suspense fallback={null}>
        {customAsked && <CustomGameDialog open={customOpen} onOpenChange={setCustomOpen} onCreated={addCustomGame} />}
        {created && (
          <CompleteBookingDialog
            booking={created}
            timeZone={site?.timeZone}
            feePercent={site?.cancellationFeePercent}
            gameName={gameName}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            payment={payment}
            onPaid={onPaid}
          />
        )}
      </Suspense>
    </FormProvider>
  );
}
