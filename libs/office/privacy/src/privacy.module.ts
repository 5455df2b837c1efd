import { Module } from '@nestjs/common';
import { AccountsModule } from '@app/accounts';
import { AlbumPersonalDataModule } from '@app/albums';
import { BookingMoneyModule } from '@app/booking-money';
import { BookingSearchModule, BookingsModule } from '@app/bookings';
import { CustomGamePersonalDataModule } from '@app/catalog';
import { DocumentPersonalDataModule } from '@app/documents';
import { PaymentPersonalDataModule } from '@app/payments';
import { OutboxModule } from '@app/queue';
import { RateLimitModule } from '@app/rate-limit';
import { ReviewPersonalDataModule } from '@app/reviews';
import { RosterReadModule } from '@app/roster';
import { SettingsModule } from '@app/settings';
import { AccountDeletion } from './account-deletion';
import { AccountErasure } from './account-erasure';
import { UserDataDownload } from './user-data';
import { UserDataController } from './user-data.controller';

/** Each domain's part of a parent's own data, read and erased through the domain's own service. */
const PERSONAL_DATA = [
  BookingSearchModule,
  PaymentPersonalDataModule,
  RosterReadModule,
  ReviewPersonalDataModule,
  AlbumPersonalDataModule,
  DocumentPersonalDataModule,
  CustomGamePersonalDataModule,
];

/**
 * A parent's own data (docs/product/privacy.md): GET /api/user/data and DELETE /api/user. It spans every domain that
 * holds something about a parent, so it sits above them (libs/office), and composes what each one gives: the domains
 * never import it or each other for it.
 */
@Module({
  imports: [
    ...PERSONAL_DATA,
    AccountsModule,
    BookingsModule,
    BookingMoneyModule,
    OutboxModule,
    RateLimitModule,
    SettingsModule,
  ],
  controllers: [UserDataController],
  providers: [UserDataDownload, AccountDeletion],
})
export class PrivacyModule {}

/** The worker side: the erasure of a deleted account, domain by domain (AccountErasure). */
@Module({
  imports: PERSONAL_DATA,
  providers: [AccountErasure],
})
export class PrivacyWorkerModule {}
