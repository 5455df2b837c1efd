import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { BookingCaller, BookingsService } from '@app/bookings';
import { ValidatePromoDto, type PromoValidationResult } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { PromoValidationService } from './promo-validation.service';

/** docs/product/api.md#the-api POST /api/promo/validate; anyone may ask (docs/product/accounts.md#roles). */
@Controller('promo')
export class PromoValidateController {
  constructor(
    private readonly validation: PromoValidationService,
    private readonly bookings: BookingsService,
  ) {}

  /**
   * 200 with `{valid, promoCode, error}` whatever the verdict; with a booking id (one the caller may open, else the
   * bookings' 404) also the discount on that booking's total. Throttled per client against guessing: every check
   * counts, and one that finds a usable code is given back, so only failed checks use up the allowance.
   */
  @Post('validate')
  @HttpCode(200)
  @RateLimit('promo-validate', { giveBackWhen: (result) => (result as PromoValidationResult).valid })
  async validate(
    @Body() dto: ValidatePromoDto,
    @BookingCaller() caller: BookingCaller,
  ): Promise<PromoValidationResult> {
    const booking = dto.bookingId ? await this.bookings.findAccessible(dto.bookingId, caller) : undefined;
    return this.validation.validate(dto.code, { booking, userId: caller.userId });
  }
}
