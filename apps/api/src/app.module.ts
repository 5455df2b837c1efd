import { Module } from '@nestjs/common';
import { AccountsModule } from '@app/accounts';
import { AdminModule } from '@app/admin';
import { AlbumsModule } from '@app/albums';
import { AuditModule } from '@app/audit';
import { AvailabilityModule, ReservationsModule } from '@app/availability';
import { BookingMoneyModule } from '@app/booking-money';
import { BookingsModule } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import { ConfigModule } from '@app/config';
import { ContactModule } from '@app/contact';
import { WaitlistApiModule } from '@app/waitlist';
import { WaiversApiModule } from '@app/waivers';
import { DatabaseModule } from '@app/database';
import { DocumentsModule } from '@app/documents';
import { MediaModule } from '@app/media';
import { MetricsModule } from '@app/metrics';
import { PaymentsModule } from '@app/payments';
import { PromoModule } from '@app/promo';
import { PartyDayModule } from '@app/party';
import { PrivacyModule } from '@app/privacy';
import { OutboxModule, RedisWatchModule } from '@app/queue';
import { RateLimitModule } from '@app/rate-limit';
import { ReviewsModule } from '@app/reviews';
import { RosterModule } from '@app/roster';
import { SettingsAdminModule, SettingsModule } from '@app/settings';
import { HealthModule } from './health/health.module';
import { ApiMetricsModule } from './metrics/metrics.module';
import { PublicPagesModule } from './public-pages/public-pages.module';

/** The HTTP application: one import per domain module. */
@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    OutboxModule,
    RedisWatchModule,
    AuditModule,
    RateLimitModule,
    MetricsModule.forRoot('api'),
    HealthModule,
    ApiMetricsModule,
    CatalogModule,
    ContactModule,
    AccountsModule,
    SettingsModule,
    SettingsAdminModule,
    BookingsModule,
    AvailabilityModule,
    ReservationsModule,
    WaitlistApiModule,
    PromoModule,
    DocumentsModule,
    PaymentsModule,
    BookingMoneyModule,
    AdminModule,
    MediaModule,
    WaiversApiModule,
    RosterModule,
    ReviewsModule,
    AlbumsModule,
    PartyDayModule,
    PrivacyModule,
    PublicPagesModule,
  ],
})
export class AppModule {}
