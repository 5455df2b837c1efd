import { EventPipeline1763780000000 } from './1763780000000-event-pipeline';
import { Catalog1763790000000 } from './1763790000000-catalog';
import { Accounts1763800000000 } from './1763800000000-accounts';
import { IdempotencyKeys1763810000000 } from './1763810000000-idempotency-keys';
import { DropLoginFailures1763850000000 } from './1763850000000-drop-login-failures';
import { Bookings1763860000000 } from './1763860000000-bookings';
import { PromoCodes1763900000000 } from './1763900000000-promo-codes';
import { Payments1764000000000 } from './1764000000000-payments';
import { Admin1764100000000 } from './1764100000000-admin';
import { Documents1764150000000 } from './1764150000000-documents';
import { Exports1764200000000 } from './1764200000000-exports';
import { PaymentEvents1764300000000 } from './1764300000000-payment-events';
import { Audit1764350000000 } from './1764350000000-audit';
import { Reminders1764400000000 } from './1764400000000-reminders';
import { RefundRequests1764500000000 } from './1764500000000-refund-requests';
import { Availability1764600000000 } from './1764600000000-availability';
import { ManageBooking1764700000000 } from './1764700000000-manage-booking';
import { Photos1764730000000 } from './1764730000000-photos';
import { RefundResends1764760000000 } from './1764760000000-refund-resends';
import { Reservations1764790000000 } from './1764790000000-reservations';
import { IdempotencyCookies1764820000000 } from './1764820000000-idempotency-cookies';
import { BusinessSettings1764850000000 } from './1764850000000-business-settings';
import { OverpaymentRefunds1764853700000 } from './1764853700000-overpayment-refunds';
import { OfflinePayments1764870000000 } from './1764870000000-offline-payments';
import { RefundOwed1764880000000 } from './1764880000000-refund-owed';
import { PartyRoster1764900000000 } from './1764900000000-party-roster';
import { ShirtSizeReminder1764910000000 } from './1764910000000-shirt-size-reminder';
import { RosterDocuments1764930000000 } from './1764930000000-roster-documents';
import { ShirtOrders1764940000000 } from './1764940000000-shirt-orders';
import { PromoTermsAtUse1764950000000 } from './1764950000000-promo-terms-at-use';
import { RosterMergeVersions1764957000000 } from './1764957000000-roster-merge-versions';
import { AllocationClientAddress1764957300000 } from './1764957300000-allocation-client-address';
import { RosterRepliesNotified1764957400000 } from './1764957400000-roster-replies-notified';
import { AllocationClientEmail1764957500000 } from './1764957500000-allocation-client-email';
import { BookedHistoryEntries1764957600000 } from './1764957600000-booked-history-entries';
import { AuditEntriesImmutable1764957700000 } from './1764957700000-audit-entries-immutable';
import { RosterChildAge1764957800000 } from './1764957800000-roster-child-age';
import { Hosts1764957900000 } from './1764957900000-hosts';
import { BookingCompleted1764958000000 } from './1764958000000-booking-completed';
import { PartyArrivals1764958100000 } from './1764958100000-party-arrivals';
import { PartyDay1764958200000 } from './1764958200000-party-day';
import { Reviews1764958300000 } from './1764958300000-reviews';
import { PartyAlbums1764958400000 } from './1764958400000-party-albums';
import { RowsAfterAdvisoryLocks1764958500000 } from './1764958500000-rows-after-advisory-locks';
import { HeldLimitsAtCommit1764958600000 } from './1764958600000-held-limits-at-commit';
import { HeldLimitsOneCheck1764958700000 } from './1764958700000-held-limits-one-check';
import { AbuseLevers1764958800000 } from './1764958800000-abuse-levers';
import { ReviewVersion1764958900000 } from './1764958900000-review-version';
import { ParentDataErasure1764959200000 } from './1764959200000-parent-data-erasure';
import { PartyScorerHost1764959600000 } from './1764959600000-party-scorer-host';
import { Waitlist1764960000000 } from './1764960000000-waitlist';
import { Waivers1765000000000 } from './1765000000000-waivers';
import { WaitlistPassed1765020000000 } from './1765020000000-waitlist-passed';

/** Every migration, in order. A new migration file is added here (explicit list: no globs to break in dist or jest). */
export const MIGRATIONS = [
  EventPipeline1763780000000,
  Catalog1763790000000,
  Accounts1763800000000,
  IdempotencyKeys1763810000000,
  DropLoginFailures1763850000000,
  Bookings1763860000000,
  PromoCodes1763900000000,
  Payments1764000000000,
  Admin1764100000000,
  Documents1764150000000,
  Exports1764200000000,
  PaymentEvents1764300000000,
  Audit1764350000000,
  Reminders1764400000000,
  RefundRequests1764500000000,
  Availability1764600000000,
  ManageBooking1764700000000,
  Photos1764730000000,
  RefundResends1764760000000,
  Reservations1764790000000,
  IdempotencyCookies1764820000000,
  BusinessSettings1764850000000,
  OverpaymentRefunds1764853700000,
  OfflinePayments1764870000000,
  RefundOwed1764880000000,
  PartyRoster1764900000000,
  ShirtSizeReminder1764910000000,
  RosterDocuments1764930000000,
  ShirtOrders1764940000000,
  PromoTermsAtUse1764950000000,
  RosterMergeVersions1764957000000,
  AllocationClientAddress1764957300000,
  RosterRepliesNotified1764957400000,
  AllocationClientEmail1764957500000,
  BookedHistoryEntries1764957600000,
  AuditEntriesImmutable1764957700000,
  RosterChildAge1764957800000,
  Hosts1764957900000,
  BookingCompleted1764958000000,
  PartyArrivals1764958100000,
  PartyDay1764958200000,
  Reviews1764958300000,
  PartyAlbums1764958400000,
  RowsAfterAdvisoryLocks1764958500000,
  HeldLimitsAtCommit1764958600000,
  HeldLimitsOneCheck1764958700000,
  AbuseLevers1764958800000,
  ReviewVersion1764958900000,
  ParentDataErasure1764959200000,
  PartyScorerHost1764959600000,
  Waitlist1764960000000,
  Waivers1765000000000,
  WaitlistPassed1765020000000,
];
