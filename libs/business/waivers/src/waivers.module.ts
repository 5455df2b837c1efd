import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingSearchModule, BookingsModule } from '@app/bookings';
import { MailModule } from '@app/mail';
import { OutboxModule } from '@app/queue';
import { SettingsModule } from '@app/settings';
import { WAIVERS_ENTITIES } from './entities';
import { OwnWaiver } from './own-waiver';
import { WaiverCopyMailer } from './waiver-copy-mailer';
import { WaiverPolicies } from './waiver-policy';
import { WaiverSignatures } from './waiver-signatures';
import { OwnWaiverController, WaiversAdminController } from './waivers.controller';

/** The waivers' tables and the services other domains ask (the roster's replies, the party's check-in, documents). */
@Module({
  imports: [TypeOrmModule.forFeature(WAIVERS_ENTITIES), OutboxModule],
  providers: [WaiverPolicies, WaiverSignatures],
  exports: [WaiverPolicies, WaiverSignatures],
})
export class WaiversModule {}

/** The api's routes: the admin's settings and text, the booking page's signature. */
@Module({
  imports: [WaiversModule, BookingsModule],
  controllers: [WaiversAdminController, OwnWaiverController],
  providers: [OwnWaiver],
})
export class WaiversApiModule {}

/** The worker's side: each signer's copy. */
@Module({
  imports: [WaiversModule, BookingSearchModule, MailModule, SettingsModule],
  providers: [WaiverCopyMailer],
})
export class WaiversWorkerModule {}
