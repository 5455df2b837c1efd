import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BookingStatus, EventType, GameIntensity, PaymentStatus, UsState } from '@app/contracts';

/** docs/product/api.md#entities location, stored as location_* columns. */
export class BookingLocationColumns {
  @Column('text')
  address: string;

  @Column('text')
  city: string;

  @Column('text')
  state: UsState;

  @Column('text')
  zipCode: string;

  @Column('text')
  spaceDetails: string;
}

/**
 * docs/product/api.md#entities add-on choices, stored as add_ons_* columns (what each cost is in the *_cents columns).
 */
export class BookingAddOnColumns {
  @Column('boolean', { default: false })
  photography: boolean;

  @Column('boolean', { default: false })
  videography: boolean;

  @Column('boolean', { default: false })
  customShirts: boolean;

  @Column('boolean', { default: false })
  customAwards: boolean;
}

const MONEY_COLUMNS = [
  'package_cents',
  'extra_guests_cents',
  'photography_cents',
  'videography_cents',
  'custom_shirts_cents',
  'custom_awards_cents',
  'large_group_discount_cents',
  'total_cents',
  'promo_discount_cents',
  'final_cents',
  'amount_paid_cents',
  'balance_due_cents',
];

/**
 * A booking as the server priced it (docs/product/api.md#server-rules: every amount is the server's, in integer cents).
 */
@Entity('bookings')
@Check('bookings_status_check', `status IN ('pending', 'confirmed', 'completed', 'cancelled')`)
@Check('bookings_payment_status_check', `payment_status IN ('unpaid', 'deposit_paid', 'completed', 'refunded')`)
@Check('bookings_intensity_check', `intensity IN ('low', 'medium', 'high')`)
@Check('bookings_child_age_check', 'child_age BETWEEN 3 AND 18')
@Check('bookings_guest_count_check', 'guest_count BETWEEN 4 AND 50')
@Check('bookings_money_check', MONEY_COLUMNS.map((c) => `${c} >= 0`).join(' AND '))
@Check('bookings_owner_check', 'user_id IS NOT NULL OR owner_token IS NOT NULL')
// The admin table's sorts (the id breaks ties); its search indexes are expressions, in migration 1764100000000-admin.
@Index('bookings_created_at_idx', ['createdAt', 'id'])
@Index('bookings_event_date_idx', ['eventDate', 'eventTime', 'id'])
@Index('bookings_final_cents_idx', ['finalCents', 'id'])
@Index('bookings_status_idx', ['status'])
@Index('bookings_user_idx', ['userId', 'createdAt'], { where: 'user_id IS NOT NULL' })
@Index('bookings_owner_token_idx', ['ownerToken'], { where: 'owner_token IS NOT NULL' })
export class BookingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The owning account; null while an anonymous parent's browser owns it through ownerToken. */
  @Column('uuid', { nullable: true })
  userId: string | null;

  /** The anonymous owner's browser token (the capability cookie); kept after the booking attaches to an account. */
  @Column('uuid', { nullable: true })
  ownerToken: string | null;

  @Column('text', { default: 'pending' })
  status: BookingStatus;

  @Column('text', { default: 'unpaid' })
  paymentStatus: PaymentStatus;

  @Column('timestamptz', { nullable: true })
  paymentCompletedAt: Date | null;

  @Column('text')
  parentName: string;

  @Column('text')
  parentEmail: string;

  @Column('text')
  parentPhone: string;

  @Column('text')
  childName: string;

  @Column('smallint')
  childAge: number;

  /** yyyy-MM-dd, a calendar day (no time zone). */
  @Column('date')
  eventDate: string;

  /** "HH:mm" from START_TIMES. */
  @Column('text')
  eventTime: string;

  @Column('smallint')
  guestCount: number;

  @Column('text')
  eventType: EventType;

  @Column('text', { nullable: true })
  eventTheme: string | null;

  @Column('text', { default: 'medium' })
  intensity: GameIntensity;

  @Column(() => BookingLocationColumns, { prefix: 'location' })
  location: BookingLocationColumns;

  @Column(() => BookingAddOnColumns, { prefix: 'addOns' })
  addOns: BookingAddOnColumns;

  @Column('text', { nullable: true })
  specialRequests: string | null;

  @Column('int')
  packageCents: number;

  @Column('int')
  extraGuestsCents: number;

  @Column('int')
  photographyCents: number;

  @Column('int')
  videographyCents: number;

  @Column('int')
  customShirtsCents: number;

  @Column('int')
  customAwardsCents: number;

  @Column('int')
  largeGroupDiscountCents: number;

  /**
   * The server's total (docs/product/api.md#entities totalPrice): package + extra guests + add-ons − large-group
   * discount.
   */
  @Column('int')
  totalCents: number;

  @Column('int')
  durationMinutes: number;

  /** The code as applied, kept even when the promo itself is deleted later. */
  @Column('text', { nullable: true })
  promoCode: string | null;

  @Column('int', { default: 0 })
  promoDiscountCents: number;

  /** max(0, total − promo discount). */
  @Column('int')
  finalCents: number;

  @Column('int', { default: 0 })
  amountPaidCents: number;

  @Column('int')
  balanceDueCents: number;

  /** Set once the "we received your booking" e-mail went out (the worker's idempotency record). */
  @Column('timestamptz', { nullable: true })
  notifiedAt: Date | null;

  /** Set once the parent was e-mailed about a cancellation (the worker's idempotency record). */
  @Column('timestamptz', { nullable: true })
  cancellationNotifiedAt: Date | null;

  /**
   * When the parent's details were erased with their account (docs/product/privacy.md#deleting-an-account); null:
   * never. The booking stays as the business's money record, under the name ERASED_PARENT_NAME.
   */
  @Column('timestamptz', { nullable: true })
  erasedAt: Date | null;

  /** The calendar invite's SEQUENCE: raised on every change of the event's time. */
  @Column('int', { default: 0 })
  calendarSequence: number;

  /** The last SEQUENCE the parent was e-mailed an updated invite for (the worker's idempotency record). */
  @Column('int', { default: 0 })
  calendarNotifiedSequence: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
