import { BOOKING_RULES, type CreateBookingDto, type CreatedBooking } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation, type Intent, type IntentStore } from '@/lib/use-intent-mutation.hook';
import { record, text } from '../state/draft-shape';

/** Submit waits this long, then says so and keeps the draft (the request may still land: see the key). */
const SUBMIT_TIMEOUT_MS = BOOKING_RULES.submitTimeoutSeconds * 1000;

const createBooking = (body: CreateBookingDto, idempotencyKey: string) =>
  api.post<CreatedBooking>('/api/bookings', body, idempotencyKey, AbortSignal.timeout(SUBMIT_TIMEOUT_MS));

const INTENT_KEY = 'booking-wizard:submit-intent';
const storedIntent = record<Intent>({ key: text, body: text });

/**
 * The Submit's key lives beside the draft (sessionStorage) until the server has answered for good: after a reload,
 * the same draft sent again carries the same key, and a booking that landed after the browser gave up is answered
 * (replayed) instead of made twice.
 */
const draftIntent: IntentStore = {
  read: () => {
    try {
      const stored: unknown = JSON.parse(globalThis.sessionStorage.getItem(INTENT_KEY) ?? 'null');
      return storedIntent(stored) ? (stored as Intent) : null;
    } catch {
      return null;
    }
  },
  write: (intent) =>
    intent
      ? globalThis.sessionStorage.setItem(INTENT_KEY, JSON.stringify(intent))
      : globalThis.sessionStorage.removeItem(INTENT_KEY),
};

/**
 * One booking per intent: a retried or double-clicked Submit stores it once
 * (docs/product/states.md#states-and-transitions blocks it while in flight).
 */
export const useCreateBooking = () => useIntentMutation(createBooking, { store: draftIntent });
