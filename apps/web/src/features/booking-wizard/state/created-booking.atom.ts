import type { CreatedBooking } from '@app/contracts';
import { draftAtom } from './draft-storage';

/**
 * The booking the server created (with its pricing): once it exists the draft is cleared, step 5 shows it and the
 * "Complete Your Booking" dialog reopens from it, also after a reload.
 */
export const createdBookingAtom = draftAtom<CreatedBooking | null>('created', null);
