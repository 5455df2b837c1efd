import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import {
  customGameRef,
  type CreatedBooking,
  type CustomGame,
  type FreeStart,
  type Game,
  type SiteInfo,
} from '@app/contracts';
import { formatUsd, quote as priceQuote } from '@app/pricing';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useCustomGames } from '../api/custom-games.api';
import { bookingErrors, gamesMissing, isStepValid, stepOfField, type BookingFormValues } from '../form/booking-form';
import { gameNameOf, includesRef, pickableGames } from '../form/pickable-games';
import { missingFieldsHint } from '../form/missing-fields';
import { packageSwitch, pricedGameCount, type ChosenPackage } from '../form/priced-games';
import { useAccountPrefill, type AccountContact } from '../form/use-account-prefill.hook';
import type { SlotNotice } from '../form/slot-notice';
import { useBookingForm } from '../form/use-booking-form.hook';
import { useSubmitBooking } from '../form/use-submit-booking.hook';
import { useTimeReservation } from '../form/use-time-reservation.hook';
import { appliedPromoAtom } from '../state/applied-promo.atom';
import { createdBookingAtom } from '../state/created-booking.atom';
import { wizardStepAtom, type WizardStep } from '../state/wizard-step.atom';
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
 * Booking" dialog.
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
  const [storedStep, setStep] = useAtom(wizardStepAtom);
  const [storedCreated, setCreated] = useAtom(createdBookingAtom);
  const setAppliedPromo = useSetAtom(appliedPromoAtom);
  const { form, clearDraft, restored } = useBookingForm();
  // What the parent left in this tab shows once the form holds it (on the pre-rendered page, after adoption).
  const step = restored ? storedStep : 1;
  const created = restored ? storedCreated : null;
  const customGames = useCustomGames();
  const [customOpen, setCustomOpen] = useState(false);
  const [customAsked, setCustomAsked] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [slotNotice, setSlotNotice] = useState<SlotNotice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepFocused = useRef<WizardStep | null>(null);

  const values = useWatch({ control: form.control }) as BookingFormValues;
  // Read on every step, so react-hook-form re-renders the form on any field's message: the server's messages for a
  // refused booking are set on step 4 and shown on the step that holds the field (steps 1-3 read them from here).
  const fieldErrors = form.formState.errors;
  // Validating runs the whole DTO through class-validator: only when the values change, not on every render.
  const errors = useMemo(() => bookingErrors(values, site?.today), [values, site?.today]);
  const pickable = useMemo(() => pickableGames(games ?? [], customGames.data ?? []), [games, customGames.data]);
  const gameName = (ref: number | string) => gameNameOf(pickable, ref);
  const guestCount = Number.isFinite(values.guestCount) ? values.guestCount : 0;
  const priceInput = { gameCount: values.selectedGames.length, guestCount, addOns: values.addOns };
  const quote = site && priceQuote(priceInput, site.pricing);
  // Not while the pre-rendered page is adopted: the build knew neither the prices nor the package chosen.
  const chosen = restored ? chosenPackage : null;
  const runningQuote =
    restored && site
      ? priceQuote({ ...priceInput, gameCount: pricedGameCount(priceInput.gameCount, chosen) }, site.pricing)
      : undefined;

  const shownStep: WizardStep = step === 5 && !created ? 1 : step;
  // The calendar needs the business's today, the address its served states, the review its prices.
  const waitingForSite = !site && shownStep >= 2 && shownStep <= 4;
  const goToStep = (next: WizardStep) => setStep(next);
  useAccountPrefill(form, account, restored && shownStep === 3);
  const pickedAGame = values.selectedGames.length > 0;
  useEffect(() => {
    if (pickedAGame) preloadLaterSteps();
  }, [pickedAGame]);
  useEffect(() => {
    // Focus follows the step, so keyboard and screen-reader users start at its heading; not for the step the page
    // opens on (the draft's, once restored).
    if (!restored) return;
    if (stepFocused.current !== null && stepFocused.current !== shownStep) headingRef.current?.focus();
    stepFocused.current = shownStep;
  }, [shownStep, restored]);

  // After a payment the wizard starts again once the parent leaves the page, not at once: the dialogs that follow a
  // payment show over it, and step 1 appearing behind them would look like the booking was lost.
  const [paid, setPaid] = useState(false);
  useEffect(
    () => () => {
      if (!paid) return;
      setCreated(null);
      setAppliedPromo(null);
      setStep(1);
    },
    [paid, setCreated, setAppliedPromo, setStep],
  );

  // The chosen time is reserved for this browser from its choice to Submit. A refusal (taken meanwhile, or more games
  // than fit there now) clears the time and says so at once, with the nearest free times.
  const refuseTime = (notice: SlotNotice) => {
    form.setValue('eventTime', '', { shouldDirty: true });
    setSlotNotice(notice);
    // Steps 3 and 4 do not show the notice: the parent is taken to the times offered.
    if (shownStep > 2) setStep(2);
  };
  // The date check and the running price check the games picked once bookable, before that the package's.
  const checkedGames = pricedGameCount(values.selectedGames.length, chosen);
  // A time chosen before the games (the date check) is held for that length from then on, as one chosen at step 2.
  const reservation = useTimeReservation({
    enabled: restored && !created,
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    games: checkedGames,
    onRefused: refuseTime,
  });
  const reservationView = reservation.lapsed ? 'lapsed' : reservation.unheld ? 'unheld' : reservation.held;
  /** Step 1 shows the date check again in place of the chosen date ("Change date"). */
  const [changingDate, setChangingDate] = useState(false);
  const changeDateButton = useRef<HTMLButtonElement>(null);
  /** A new time was chosen through "Change date": focus goes back to that button, the check that had it being gone. */
  const refocusChangeDate = useRef(false);
  useEffect(() => {
    if (changingDate || !refocusChangeDate.current) return;
    refocusChangeDate.current = false;
    changeDateButton.current?.focus();
  }, [changingDate]);
  /** A time from the date check, here or carried from another page: step 1 names it, step 2 shows it chosen. */
  const pickChecked = ({ date, time }: FreeStart) => {
    form.setValue('eventDate', date, { shouldValidate: true, shouldDirty: true });
    form.setValue('eventTime', time, { shouldValidate: true, shouldDirty: true });
    setSlotNotice(null);
    refocusChangeDate.current = changingDate;
    setChangingDate(false);
  };
  /** One of the offered times, picked from step 1's notice: step 2 shows it chosen. */
  const pickOffered = (start: FreeStart) => {
    pickChecked(start);
    setStep(2);
  };
  const latestCarried = useRef({ pickChecked, onCarried });
  latestCarried.current = { pickChecked, onCarried };
  const [carriedDate, carriedTime] = [carried?.date, carried?.time];
  useEffect(() => {
    // Once the form holds the draft: restoring it would overwrite a time set before.
    if (!restored || !carriedDate || !carriedTime) return;
    latestCarried.current.pickChecked({ date: carriedDate, time: carriedTime });
    latestCarried.current.onCarried();
  }, [restored, carriedDate, carriedTime]);

  /** The booking to pay: step 5 and Complete Your Booking, the draft done with. */
  const showBooking = (booking: CreatedBooking) => {
    clearDraft();
    setAppliedPromo(null);
    setCreated(booking);
    setStep(5);
    setDialogOpen(true);
  };
  const { submit, submitting, serverFigures, trouble } = useSubmitBooking({
    form,
    priceInput: JSON.stringify(priceInput),
    goToStep,
    onCreated: (booking) => {
      reservation.forget();
      showBooking(booking);
    },
    onAlreadyBooked: (booking) => {
      reservation.release();
      showBooking(booking);
    },
    onSlotRefused: (notice) => {
      // Back to step 2 with everything else as typed: only the refused time goes, the notice offers others.
      refuseTime(notice);
      setStep(2);
    },
  });

  const valid = !waitingForSite && (shownStep < 4 ? isStepValid(shownStep, errors) : Object.keys(errors).length === 0);
  const missing = gamesMissing(values.selectedGames.length);
  // Games that make another package than the one the parent came for wait for their answer.
  const switchTo = shownStep === 1 ? packageSwitch(values.selectedGames.length, chosen) : null;
  const hint =
    shownStep === 1 && missing > 0
      ? `Select ${missing} more game(s) to continue`
      : switchTo
        ? `Switch to the ${formatUsd(switchTo.cents, true)} package, or choose the games ${chosen!.name} takes`
        : !valid
          ? (missingFieldsHint(shownStep, errors) ?? 'Fill in the required fields to continue.')
          : undefined;

  const onFormSubmit = form.handleSubmit(
    (dto) => {
      // docs/product/states.md#states-and-transitions: no second booking once one exists (the dialog has opened) or
      // while one is being sent.
      if (shownStep !== 4 || created || submitting || !quote) return;
      submit({ ...dto, reservationToken: reservation.token }, quote);
    },
    (invalid) => {
      const first = Object.keys(invalid)[0];
      if (first) goToStep(stepOfField(first));
    },
  );

  const addCustomGame = (game: CustomGame) => {
    const ref = customGameRef(game.id);
    const current = form.getValues('selectedGames');
    if (!includesRef(current, ref)) {
      form.setValue('selectedGames', [...current, ref], { shouldValidate: true, shouldDirty: true });
    }
  };

  const summary = {
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    guestCount,
    eventType: values.eventType,
    intensity: values.intensity,
    games: values.selectedGames.map(gameName),
  };
  const { title, subtitle } = WIZARD_STEPS[shownStep - 1];

  return (
    <FormProvider {...form}>
      <div className={shownStep < 4 ? 'wizard-layout wizard-layout--priced' : 'wizard-layout'}>
        <Card size={{ initial: '2', sm: '4' }} className="wizard">
          <Flex direction="column" gap="5">
            <StepIndicator step={shownStep} onGoTo={shownStep < 5 ? goToStep : undefined} />
            <form
              noValidate
              aria-labelledby="wizard-step-heading"
              onSubmit={(e) => {
                if (shownStep === 4) return void onFormSubmit(e);
                // Enter in a field moves forward like Next, never submits early.
                e.preventDefault();
                if (valid && shownStep < 4) setStep((shownStep + 1) as WizardStep);
              }}
            >
              <Flex direction="column" gap="1" mb="4">
                <Heading as="h2" size="6" id="wizard-step-heading" ref={headingRef} tabIndex={-1}>
                  {title}
                </Heading>
                <Text color="gray">{subtitle}</Text>
              </Flex>
              {waitingForSite && <LoadingState text="Loading the booking form..." />}
              {shownStep === 1 && (
                <Box mb="5">
                  {values.eventDate && values.eventTime && !changingDate ? (
                    <ChosenDate
                      date={values.eventDate}
                      time={values.eventTime}
                      timeZone={site?.timeZone}
                      held={Boolean(reservation.held)}
                      onChange={() => setChangingDate(true)}
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
              {shownStep === 1 && chosen && (
                <ChosenPackageNote chosen={chosen} picked={values.selectedGames.length} onSwitch={onLeavePackage} />
              )}
              {shownStep === 1 && slotNotice && <SlotNoticeCallout notice={slotNotice} onPick={pickOffered} />}
              {shownStep === 1 && (
                <StepGames
                  games={pickable}
                  loading={gamesLoading}
                  failed={gamesFailed}
                  onAddYourOwn={() => {
                    setCustomAsked(true);
                    setCustomOpen(true);
                  }}
                  packageAsks={Boolean(switchTo)}
                />
              )}
              <Suspense fallback={<LoadingState text="Loading the booking form..." />}>
                {shownStep === 2 && site && (
                  <StepDetails
                    today={site.today}
                    dateError={fieldErrors.eventDate?.message ?? (values.eventDate ? errors.eventDate : undefined)}
                    games={values.selectedGames.length}
                    notice={slotNotice}
                    onNotice={setSlotNotice}
                    reservation={reservationView}
                    timeZone={site.timeZone}
                  />
                )}
                {shownStep === 3 && site && <StepLocation summary={summary} servedStates={site.servedPlaces.states} />}
                {shownStep === 4 && quote && site && (
                  <StepReview
                    summary={{ ...summary, childName: values.childName, childAge: values.childAge }}
                    quote={quote}
                    serverFigures={serverFigures}
                    reservation={reservationView}
                    timeZone={site.timeZone}
                    feePercent={site.cancellationFeePercent}
                    onChooseAgain={() => setStep(2)}
                    onChange={goToStep}
                  />
                )}
                {shownStep === 5 && created && (
                  <StepPayment
                    booking={created}
                    paid={paid}
                    onOpenDialog={() => setDialogOpen(true)}
                    onNewBooking={() => {
                      setPaid(false);
                      setCreated(null);
                      setAppliedPromo(null);
                      setStep(1);
                    }}
                  />
                )}
              </Suspense>
              {shownStep === 4 && trouble && <SubmitTroubleNote trouble={trouble} />}
              {shownStep < 5 && (
                <WizardNav
                  step={shownStep}
                  valid={valid && !switchTo}
                  hint={hint}
                  submitting={submitting}
                  onPrevious={() => setStep(Math.max(1, shownStep - 1) as WizardStep)}
                  onNext={() =>
                    shownStep === 4 ? void onFormSubmit() : valid && !switchTo && setStep((shownStep + 1) as WizardStep)
                  }
                />
              )}
            </form>
          </Flex>
        </Card>
        {/* Steps 1-3: step 4 shows the same lines in its review, step 5 the booking's own price. */}
        {shownStep < 4 && (
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
            onPaid={() => {
              setDialogOpen(false);
              setPaid(true);
            }}
          />
        )}
      </Suspense>
    </FormProvider>
  );
}
