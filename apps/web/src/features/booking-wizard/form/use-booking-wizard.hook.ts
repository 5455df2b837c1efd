import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  customGameRef,
  type CreatedBooking,
  type CustomGame,
  type FreeStart,
  type Game,
  type SiteInfo,
} from '@app/contracts';
import { formatUsd, quote as priceQuote } from '@app/pricing';
import { appliedPromoAtom } from '../state/applied-promo.atom';
import { createdBookingAtom } from '../state/created-booking.atom';
import { wizardStepAtom, type WizardStep } from '../state/wizard-step.atom';
import { gamesMissing, isStepValid, stepOfField, type BookingFormValues } from './booking-form';
import { missingFieldsHint } from './missing-fields';
import { gameNameOf, includesRef, pickableGames } from './pickable-games';
import { packageSwitch, pricedGameCount, type ChosenPackage } from './priced-games';
import { offerHolds, type HeldOffer } from './held-offer';
import type { SlotNotice } from './slot-notice';
import { useAccountPrefill, type AccountContact } from './use-account-prefill.hook';
import { useBookingForm } from './use-booking-form.hook';
import { useBookingValidation } from './use-booking-validation.hook';
import { useSubmitBooking } from './use-submit-booking.hook';
import { useTimeReservation } from './use-time-reservation.hook';

export interface BookingWizardInput {
  games: Game[] | undefined;
  /** Approved custom games and the parent's own ideas (their own read, components/booking-wizard.component.tsx). */
  customGames: CustomGame[] | undefined;
  site: SiteInfo | undefined;
  chosenPackage?: ChosenPackage | null;
  account?: AccountContact | null;
  carried?: FreeStart | null;
  onCarried: () => void;
  /** The time the waiting list holds for this family (the offer e-mail's button), while its offer is open. */
  offer?: HeldOffer | null;
}

/**
 * What the booking wizard does, apart from drawing it: the step and created booking it keeps in Jotai atoms, the form
 * and its draft, the time held for the parent, moving between steps, the hint beside Next, and the submit with what
 * follows it (step 5, Complete Your Booking, starting again after a payment). The component renders what this returns.
 */
export function useBookingWizard({
  games,
  customGames,
  site,
  chosenPackage,
  account,
  carried,
  onCarried,
  offer,
}: BookingWizardInput) {
  const [storedStep, setStep] = useAtom(wizardStepAtom);
  const [storedCreated, setCreated] = useAtom(createdBookingAtom);
  const setAppliedPromo = useSetAtom(appliedPromoAtom);
  const { form, clearDraft, restored } = useBookingForm();
  // What the parent left in this tab shows once the form holds it (on the pre-rendered page, after adoption).
  const step = restored ? storedStep : 1;
  const created = restored ? storedCreated : null;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [slotNotice, setSlotNotice] = useState<SlotNotice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepFocused = useRef<WizardStep | null>(null);

  const values = useWatch({ control: form.control }) as BookingFormValues;
  // Read on every step, so react-hook-form re-renders the form on any field's message: the server's messages for a
  // refused booking are set on step 4 and shown on the step that holds the field (steps 1-3 read them from here).
  const fieldErrors = form.formState.errors;
  // Validating runs the whole DTO through class-validator: only when the values change, not on every render; and only
  // once past step 1 or a game is picked (step 1 opens without the validators' chunk; its Next needs games first).
  const validation = useBookingValidation(restored && (storedStep > 1 || values.selectedGames.length > 0));
  const errors = useMemo(() => validation?.bookingErrors(values, site?.today), [validation, values, site?.today]);
  const pickable = useMemo(() => pickableGames(games ?? [], customGames ?? []), [games, customGames]);
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
  // The waiting list's offer holds its own time already: no reservation is asked for it (the hold would refuse it).
  const heldByOffer = offerHolds(offer, values.eventDate, values.eventTime);
  const reservation = useTimeReservation({
    enabled: restored && !created && !heldByOffer,
    eventDate: values.eventDate,
    eventTime: values.eventTime,
    games: checkedGames,
    onRefused: refuseTime,
  });
  const reservationView = heldByOffer
    ? { offerUntil: offer.expiresAt }
    : reservation.lapsed
      ? ('lapsed' as const)
      : reservation.unheld
        ? { unheld: reservation.refusal }
        : reservation.held;
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

  const valid =
    !waitingForSite &&
    errors !== undefined &&
    (shownStep < 4 ? isStepValid(shownStep, errors) : Object.keys(errors).length === 0);
  const missing = gamesMissing(values.selectedGames.length);
  // Games that make another package than the one the parent came for wait for their answer.
  const switchTo = shownStep === 1 ? packageSwitch(values.selectedGames.length, chosen) : null;
  const hint =
    shownStep === 1 && missing > 0
      ? `Select ${missing} more game(s) to continue`
      : switchTo
        ? `Switch to the ${formatUsd(switchTo.cents, true)} package, or choose the games ${chosen!.name} takes`
        : !valid && errors
          ? (missingFieldsHint(shownStep, errors) ?? 'Fill in the required fields to continue.')
          : undefined;

  const onFormSubmit = form.handleSubmit(
    (dto) => {
      // docs/product/states.md#states-and-transitions: no second booking once one exists (the dialog has opened) or
      // while one is being sent.
      if (shownStep !== 4 || created || submitting || !quote) return;
      // The offer's token goes with any time: the server takes the offer's hold over when it is that time, and takes the
      // family off the list either way (docs/product/waitlist.md#offers).
      submit({ ...dto, reservationToken: reservation.token, waitlistOffer: offer?.token }, quote);
    },
    (invalid) => {
      const first = Object.keys(invalid)[0];
      if (first) goToStep(stepOfField(first));
    },
  );
  /** The form's own submit: step 4 sends the booking; elsewhere Enter in a field moves forward like Next. */
  const submitForm = (e: FormEvent<HTMLFormElement>) => {
    if (shownStep === 4) return void onFormSubmit(e);
    e.preventDefault();
    if (valid && shownStep < 4) setStep((shownStep + 1) as WizardStep);
  };
  const next = () => {
    if (shownStep === 4) void onFormSubmit();
    else if (valid && !switchTo) setStep((shownStep + 1) as WizardStep);
  };
  const previous = () => setStep(Math.max(1, shownStep - 1) as WizardStep);

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

  return {
    form,
    restored,
    step: shownStep,
    created,
    values,
    // Step 2's date: the server's message for a refused booking, else the form's own once a date is typed.
    dateError: fieldErrors.eventDate?.message ?? (values.eventDate ? errors?.eventDate : undefined),
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
    nextAllowed: valid && !switchTo,
    packageAsks: Boolean(switchTo),
    hint,
    submitting,
    serverFigures,
    trouble,
    reservation,
    reservationView,
    heldByOffer,
    checkedGames,
    slotNotice,
    setSlotNotice,
    changingDate,
    changeDate: () => setChangingDate(true),
    changeDateButton,
    pickChecked,
    pickOffered,
    addCustomGame,
    dialogOpen,
    setDialogOpen,
    paid,
    onPaid: () => {
      setDialogOpen(false);
      setPaid(true);
    },
    startAgain: () => {
      setPaid(false);
      setCreated(null);
      setAppliedPromo(null);
      setStep(1);
    },
  };
}
