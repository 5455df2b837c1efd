import type { CreatedBooking } from '@app/contracts';
import { orNull, record, text } from './draft-shape';
import { draftAtom } from './draft-storage';

/**
 * The booking the server created (with its pricing): once it exists the draft is cleared, step 5 shows it and the
 * "Complete Your Booking" dialog reopens from it, also after a reload.
 */
export const createdBookingAtom = draftAtom<CreatedBooking | null>(
  'created',
  null,
  // The server's answer as it was: its id and its pricing (what step 5 and the dialog start from) are checked.
  orNull(record<Pick<CreatedBooking, 'id' | 'pricing'>>({ id: text, pricing: record({}) })),
);
