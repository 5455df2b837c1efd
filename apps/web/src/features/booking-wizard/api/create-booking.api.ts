import type { CreateBookingDto, CreatedBooking } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

export const createBooking = (body: CreateBookingDto, idempotencyKey: string) =>
  api.post<CreatedBooking>('/api/bookings', body, idempotencyKey);

/** One booking per intent: a retried or double-clicked Submit stores it once (SPEC §4 blocks it while in flight). */
export const useCreateBooking = () => useIntentMutation(createBooking);
