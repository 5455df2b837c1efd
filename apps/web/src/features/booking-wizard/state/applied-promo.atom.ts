import { atom } from 'jotai';
import type { PublicPromoCode } from '@app/contracts';

/**
 * The promo applied in the "Complete Your Booking" dialog (docs/product/states.md#states-and-transitions Promo): the
 * code and the server's discount on this booking, in cents. Kept while the dialog closes and reopens; a check is cheap,
 * so it is not persisted.
 */
export interface AppliedPromo {
  bookingId: string;
  promoCode: PublicPromoCode;
  discountCents: number;
}

export const appliedPromoAtom = atom<AppliedPromo | null>(null);
