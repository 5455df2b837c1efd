import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PromoTerms } from '@app/pricing';
import type { BookingEntity } from './entities/booking.entity';

/** Where a booking's promo's terms are kept (libs/business/promo: its codes and their uses). */
export interface PromoTermsReader {
  /** In the caller's transaction: the terms of the promo the booking uses; null when that promo is gone (deleted). */
  termsOf(manager: EntityManager, bookingId: string): Promise<PromoTerms | null>;
}

/**
 * Where a change (BookingChanges) finds a booking's promo terms, to take a percentage off the new total again: promo
 * registers itself at start-up (bookings never imports promo, which reads bookings). A booking with a promo changed in
 * a process without promo fails loudly rather than keeping a discount that should have moved.
 */
@Injectable()
export class BookingPromos {
  private reader: PromoTermsReader | null = null;

  register(reader: PromoTermsReader): void {
    this.reader = reader;
  }

  async termsOf(manager: EntityManager, booking: Pick<BookingEntity, 'id' | 'promoCode'>): Promise<PromoTerms | null> {
    if (!booking.promoCode) return null;
    if (!this.reader) throw new Error('No promo terms: import PromoModule to change a booking that has a promo.');
    return this.reader.termsOf(manager, booking.id);
  }
}
