import type { Booking, CreatedBooking, PricingResult } from '@app/contracts';
import { centsToDollars, type PricedBooking, type PriceQuote } from '@app/pricing';
import type { BookingEntity } from './entities/booking.entity';

/** A booking's selected games as read back: catalogue game ids, custom games by name (docs/product/api.md#entities). */
export type SelectedGames = (number | string)[];

/**
 * Entity → docs/product/api.md#entities "Booking, as read back"; money leaves as dollar strings with 2 decimals.
 * `holdExpiresAt`: until when its unpaid hold keeps its team (AvailabilityService.holdExpiries), none when firm or
 * holding nothing.
 */
export function toBooking(b: BookingEntity, selectedGames: SelectedGames, holdExpiresAt?: Date): Booking {
  const { address, city, state, zipCode, spaceDetails } = b.location;
  const { photography, videography, customShirts, customAwards } = b.addOns;
  return {
    id: b.id,
    userId: b.userId,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentCompletedAt: b.paymentCompletedAt?.toISOString() ?? null,
    promoCode: b.promoCode,
    promoDiscount: centsToDollars(b.promoDiscountCents),
    totalPrice: centsToDollars(b.totalCents),
    finalPrice: centsToDollars(b.finalCents),
    parentName: b.parentName,
    parentEmail: b.parentEmail,
    parentPhone: b.parentPhone,
    childName: b.childName,
    childAge: b.childAge,
    eventDate: b.eventDate,
    eventTime: b.eventTime,
    selectedGames,
    guestCount: b.guestCount,
    eventType: b.eventType,
    eventTheme: b.eventTheme,
    location: { address, city, state, zipCode, spaceDetails },
    addOns: { photography, videography, customShirts, customAwards },
    specialRequests: b.specialRequests,
    intensity: b.intensity,
    amountPaid: centsToDollars(b.amountPaidCents),
    balanceDue: centsToDollars(b.balanceDueCents),
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  };
}

/** A quote as the booking's stored price columns (storedPricing reads them back). */
export function quoteColumns(price: PriceQuote) {
  const b = price.breakdown;
  return {
    packageCents: b.package,
    extraGuestsCents: b.extraGuests,
    photographyCents: b.photography,
    videographyCents: b.videography,
    customShirtsCents: b.customShirts,
    customAwardsCents: b.customAwards,
    largeGroupDiscountCents: b.largeGroupDiscount,
    totalCents: price.totalPrice,
    durationMinutes: price.totalDuration,
  } satisfies Partial<BookingEntity>;
}

/**
 * The stored price lines as the pricing result of docs/product/api.md#entities (what the booking was priced at, not
 * today's table).
 */
export function storedPricing(b: BookingEntity, gameCount: number): PriceQuote {
  return {
    basePrice: b.packageCents,
    totalPrice: b.totalCents,
    breakdown: {
      package: b.packageCents,
      extraGuests: b.extraGuestsCents,
      photography: b.photographyCents,
      videography: b.videographyCents,
      customShirts: b.customShirtsCents,
      customAwards: b.customAwardsCents,
      largeGroupDiscount: b.largeGroupDiscountCents,
    },
    gameCount,
    totalDuration: b.durationMinutes,
  };
}

/** The stored booking's price and promo, for priceLines() (its e-mails and documents). */
export const pricedBooking = (b: BookingEntity, gameCount: number): PricedBooking => ({
  quote: storedPricing(b, gameCount),
  guestCount: b.guestCount,
  promo: { code: b.promoCode, discountCents: b.promoDiscountCents },
});

export function toPricingResult(q: PriceQuote): PricingResult {
  const d = q.breakdown;
  return {
    basePrice: centsToDollars(q.basePrice),
    totalPrice: centsToDollars(q.totalPrice),
    breakdown: {
      package: centsToDollars(d.package),
      extraGuests: centsToDollars(d.extraGuests),
      photography: centsToDollars(d.photography),
      videography: centsToDollars(d.videography),
      customShirts: centsToDollars(d.customShirts),
      customAwards: centsToDollars(d.customAwards),
      largeGroupDiscount: centsToDollars(d.largeGroupDiscount),
    },
    gameCount: q.gameCount,
    totalDuration: q.totalDuration,
  };
}

export const toCreatedBooking = (
  b: BookingEntity,
  selectedGames: SelectedGames,
  holdExpiresAt?: Date,
): CreatedBooking => ({
  ...toBooking(b, selectedGames, holdExpiresAt),
  pricing: toPricingResult(storedPricing(b, selectedGames.length)),
});
