import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  customGameRef,
  type CreateBookingDto,
  type CreatedBooking,
  type CustomGame,
  type FreeStart,
  type Game,
  type GameRef,
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
import { useBookingDraft } from './use-booking-draft.hook';
import { useBookingValidation } from './use-booking-validation.hook';
import { useSubmitBooking } from './use-submit-booking.hook';
import { useTimeReservation } from './use-time-reservation.hook';
import type { BookingForm } from '../components/later-steps-form.component';

export interface BookingWizardInput {
  games: Game[] | undefined;
  /** Approved custom games and the parent's own ideas (their own read, components/booking-wizard.component.tsx). */
  customGames: CustomGame[] | undefined;
  site: SiteInfo | undefined;
  chosenPackage?: ChosenPackage | null;
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
  carried,
  onCarried,
  offer,
}: BookingWizardInput) {
  const [storedStep, setStep] = useAtom(wizardStepAtom);
  const [storedCreated, setCreated] = useAtom(createdBookingAtom);
  const setAppliedPromo = useSetAtom(appliedPromoAtom);
  const { values, writeField, writeValues, clearDraft, restored } = useBookingDraft();
  /** The server's messages for step 1's fields at Submit: step 1 has no form to hold them; each goes as it changes. */
  const [stepOneServerErrors, setStepOneServerErrors] = useState<Record<string, string>>({});
  /** Step 1's games were changed here: their message shows from then on, as the fields of a form validated on change. */
  const [gamesChanged, setGamesChanged] = useState(false);
  // The form of steps 2 to 4 while it is there (components/later-steps-form.component.tsx): what the wizard sets goes
  // through it then, so its fields and messages follow; else straight to the draft.
  const formRef = useRef<BookingForm | null>(null);
  /** Submit pressed before the form's chunk arrived (a draft reopened on step 4): it submits once the form is there. */
  const [submitWaits, setSubmitWaits] = useState(false);
  const submitWhenReady = useRef<(() => void) | null>(null);
  const onForm = useCallback((form: BookingForm | null) => {
    formRef.current = form;
    const waiting = submitWhenReady.current;
    if (!form || !waiting) return;
    submitWhenReady.current = null;
    setSubmitWaits(false);
    waiting();
  }, []);
  const setField = <K extends keyof BookingFormValues>(name: K, value: BookingFormValues[K], validate = true) => {
    const form = formRef.current;
    if (form) form.setValue(name as never, value as never, { shouldValidate: validate, shouldDirty: true });
    else writeField(name, value);
    if (name in stepOneServerErrors) {
      setStepOneServerErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([path]) => path !== name)));
    }
  };
  // What the parent left in this tab shows once the draft is read (on the pre-rendered page, after adoption).
  const step = restored ? storedStep : 1;
  const created = restored ? storedCreated : null;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [slotNotice, setSlotNotice] = useState<SlotNotice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepFocused = useRef<WizardStep | null>(null);

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
    setField('eventTime', '', false);
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
    setField('eventDate', date);
    setField('eventTime', time);
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
    onFieldErrors: (fields) => {
      // Step 1's in the wizard, which draws step 1; the others in the form of steps 2 to 4 (here at Submit).
      const paths = Object.keys(fields);
      setStepOneServerErrors(Object.fromEntries(paths.filter((p) => stepOfField(p) === 1).map((p) => [p, fields[p]])));
      for (const path of paths) {
        if (stepOfField(path) > 1) formRef.current?.setError(path as never, { type: 'server', message: fields[path] });
      }
    },
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

  const onFormSubmit = (e?: FormEvent<HTMLFormElement>) => {
    e?.preventDefault();
    const send = () => void formRef.current?.handleSubmit(onValid, onInvalid)();
    if (formRef.current) return send();
    submitWhenReady.current = send;
    setSubmitWaits(true);
  };
  const onValid = (dto: CreateBookingDto) => {
    // docs/product/states.md#states-and-transitions: no second booking once one exists (the dialog has opened) or
    // while one is being sent.
    if (shownStep !== 4 || created || submitting || !quote) return;
    // The offer's token goes with any time: the server takes the offer's hold over when it is that time, and takes the
    // family off the list either way (docs/product/waitlist.md#offers).
    submit({ ...dto, reservationToken: reservation.token, waitlistOffer: offer?.token }, quote);
  };
  const onInvalid = (invalid: object) => {
    const first = Object.keys(invalid)[0];
    if (first) goToStep(stepOfField(first));
  };
  /** The form's own submit: step 4 sends the booking; elsewhere Enter in a field moves forward like Next. */
  const submitForm = (e: FormEvent<HTMLFormElement>) => {
    if (shownStep === 4) return onFormSubmit(e);
    e.preventDefault();
    if (valid && shownStep < 4) setStep((shownStep + 1) as WizardStep);
  };
  const next = () => {
    if (shownStep === 4) onFormSubmit();
    else if (valid && !switchTo) setStep((shownStep + 1) as WizardStep);
  };
  const previous = () => setStep(Math.max(1, shownStep - 1) as WizardStep);

  const setGames = (games: GameRef[]) => {
    setGamesChanged(true);
    setField('selectedGames', games);
  };
  const addCustomGame = (game: CustomGame) => {
    const ref = customGameRef(game.id);
    if (!includesRef(values.selectedGames, ref)) setGames([...values.selectedGames, ref]);
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
    onForm,
    writeValues,
    restored,
    step: shownStep,
    created,
    values,
    // Step 2's date: the form's own once a date is typed (the form's message, the server's too, goes first there).
    dateError: values.eventDate ? errors?.eventDate : undefined,
    // Step 1's: the server's for a refused booking, else the DTO's once the games were changed.
    gamesError: stepOneServerErrors.selectedGames ?? (gamesChanged ? errors?.selectedGames : undefined),
    setGames,
    setIntensity: (intensity: BookingFormValues['intensity']) => setField('intensity', intensity),
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
    submitting: submitting || submitWaits,
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
