import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  type CreateBookingDto,
  type CreatedBooking,
  type AlreadyBookedDetails,
  type PriceMismatchDetails,
  type SlotRefusalDetails,
} from '@app/contracts';
import { centsToDollars, type PriceQuote } from '@app/pricing';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { bookingWizardKeys } from '../api/keys';
import { useCreateBooking } from '../api/create-booking.api';
import type { WizardStep } from '../state/wizard-step.atom';
import { stepOfField } from './booking-form';
import type { SlotNotice } from './slot-notice';

/** The server's figures after a 422, remembered with the price input they answered. */
interface ServerFigures {
  input: string;
  details: PriceMismatchDetails;
}

/** Why Submit did not end in a booking, said beside it until the next Submit. */
export interface SubmitTrouble {
  message: string;
  /** Not a failure: an earlier Submit still runs and the wizard waits for its answer. */
  waiting?: boolean;
}

/**
 * Sends the booking (docs/product/states.md#states-and-transitions): once per intent and never while one is in flight.
 * The client's totals travel with it; the server prices it itself and answers 422 with its own figures when they
 * differ. Those figures are shown and sent with the next Submit, as long as nothing that changes the price has been
 * edited since. A start time the server refuses (409 SLOT_TAKEN, another booking took the last team; 422
 * SLOT_NOT_OFFERED) goes to `onSlotRefused` with the server's message and nearest free times. The booking this e-mail
 * already has for that date and time (409 ALREADY_BOOKED) goes to `onAlreadyBooked`, when the server gave it (only to
 * its owner); an earlier Submit still running (409 IDEMPOTENCY_KEY_IN_FLIGHT) is waited for and asked again by the same
 * key, a bounded number of times.
 */
export function useSubmitBooking({
  onFieldErrors,
  priceInput,
  onCreated,
  onAlreadyBooked,
  onSlotRefused,
  goToStep,
}: {
  /** The server's message for each field it refused, by path (the API's 400 `fields`). */
  onFieldErrors: (fields: Record<string, string>) => void;
  priceInput: string;
  onCreated: (booking: CreatedBooking) => void;
  /** The booking that already stood for this e-mail, date and time, given to its owner: shown as `onCreated` would. */
  onAlreadyBooked: (booking: CreatedBooking) => void;
  onSlotRefused: (notice: SlotNotice) => void;
  goToStep: (step: WizardStep) => void;
}) {
  const create = useCreateBooking();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [server, setServer] = useState<ServerFigures | null>(null);
  const [trouble, setTrouble] = useState<SubmitTrouble | null>(null);
  const [waiting, setWaiting] = useState(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retryTimer.current), []);
  const serverFigures = server?.input === priceInput ? server.details : null;

  /**
   * `quote`: the client's own figures for the values sent (the server's, once it has answered with them, win).
   * `tries`: how many times an earlier Submit still running has been waited for.
   */
  const submit = (dto: CreateBookingDto, quote: PriceQuote, tries = 0) => {
    const total = serverFigures?.totalPrice ?? centsToDollars(quote.totalPrice);
    const final = serverFigures?.finalPrice ?? total;
    if (tries === 0) setTrouble(null);
    create.submit(
      { ...dto, totalPrice: total, finalPrice: final },
      {
        onSuccess: (booking) => {
          setWaiting(false);
          void queryClient.invalidateQueries({ queryKey: bookingWizardKeys.bookings() });
          toast({ title: BOOKING_MESSAGES.created });
          onCreated(booking);
        },
        onError: (error) => {
          const { code, fields, message, details } = readApiError(error);
          // No answer (offline, or none within the time-out): every answer stays, the key too (see useCreateBooking).
          if (!(error instanceof ApiError)) {
            setWaiting(false);
            setTrouble({ message: BOOKING_MESSAGES.submitTimedOut });
            return;
          }
          if (code === 'IDEMPOTENCY_KEY_IN_FLIGHT') {
            if (tries >= BOOKING_RULES.inFlightRetries) {
              setWaiting(false);
              setTrouble({ message: BOOKING_MESSAGES.submitTimedOut });
              return;
            }
            setWaiting(true);
            setTrouble({ message: BOOKING_MESSAGES.submitStillProcessing, waiting: true });
            const seconds = Math.min(
              error.retryAfterSeconds ?? BOOKING_RULES.inFlightRetryFallbackSeconds,
              BOOKING_RULES.submitTimeoutSeconds,
            );
            // The same values give the same body, so the intent's key: the server answers with the first try's result.
            retryTimer.current = setTimeout(() => submit(dto, quote, tries + 1), seconds * 1000);
            return;
          }
          setWaiting(false);
          if (code === 'ALREADY_BOOKED') {
            const { booking } = (details ?? {}) as Partial<AlreadyBookedDetails>;
            if (!booking) {
              // Not proven the owner's: the booking stays closed to this browser (its e-mail's link opens it).
              setTrouble({ message: BOOKING_MESSAGES.alreadyBookedElsewhere });
              return;
            }
            void queryClient.invalidateQueries({ queryKey: bookingWizardKeys.bookings() });
            toast({ title: BOOKING_MESSAGES.alreadyBookedShown });
            onAlreadyBooked(booking);
            return;
          }
          if ((code === 'SLOT_TAKEN' || code === 'SLOT_NOT_OFFERED') && message) {
            // What step 2 knew of the free times is out of date: it reads them again.
            void queryClient.invalidateQueries({ queryKey: bookingWizardKeys.availability() });
            const alternatives = (details as Partial<SlotRefusalDetails> | undefined)?.alternatives ?? [];
            onSlotRefused({ message, alternatives });
            return;
          }
          if (code === 'PRICE_MISMATCH' && details) {
            setServer({ input: priceInput, details: details as unknown as PriceMismatchDetails });
          }
          const paths = Object.keys(fields);
          if (paths.length) {
            onFieldErrors(fields);
            goToStep(stepOfField(paths[0]));
          }
          const throttled = error instanceof ApiError && error.status === 429 && message;
          const [title, description] = BOOKING_MESSAGES.failed.split(': ');
          toast({ title, description: throttled || description, variant: 'destructive' });
        },
      },
    );
  };

  return { submit, submitting: create.isPending || waiting, serverFigures, trouble };
}
