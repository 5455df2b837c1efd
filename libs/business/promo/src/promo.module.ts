import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingPromos, BookingsModule } from '@app/bookings';
import { PromoAdminController } from './promo-admin.controller';
import { PromoCodeEntity } from './promo-code.entity';
import { PromoCodesService } from './promo-codes.service';
import { PromoRedemptionEntity } from './promo-redemption.entity';
import { PromoRedemptionsService } from './promo-redemptions.service';
import { PromoValidateController } from './promo-validate.controller';
import { PromoValidationService } from './promo-validation.service';

/** Promo codes: the admin's CRUD, validation for anyone, and redemption for the payments (PromoRedemptionsService). */
@Module({
  imports: [TypeOrmModule.forFeature([PromoCodeEntity, PromoRedemptionEntity]), BookingsModule],
  controllers: [PromoAdminController, PromoValidateController],
  providers: [PromoCodesService, PromoValidationService, PromoRedemptionsService],
  exports: [PromoRedemptionsService, PromoValidationService],
})
export class PromoModule implements OnModuleInit {
  constructor(
    private readonly bookingPromos: BookingPromos,
    private readonly redemptions: PromoRedemptionsService,
  ) {}

  /** A changed booking's promo terms are ours to read (bookings never import us). */
  onModuleInit(): void {
    this.bookingPromos.register(this.redemptions);
  }
}
