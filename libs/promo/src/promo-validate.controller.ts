import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '@app/accounts';
import { ValidatePromoDto, type PromoValidationResult, type User } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { PromoValidationService } from './promo-validation.service';

/** SPEC §7 POST /api/promo/validate; anyone may ask (SPEC §6). */
@Controller('promo')
export class PromoValidateController {
  constructor(private readonly validation: PromoValidationService) {}

  /**
   * 200 with `{valid, promoCode, error}` whatever the verdict. Throttled per client against guessing: every check
   * counts, and one that finds a usable code is given back, so only wrong guesses use up the allowance.
   */
  @Post('validate')
  @HttpCode(200)
  @RateLimit('promo-validate', { giveBackWhen: (result) => (result as PromoValidationResult).valid })
  validate(@Body() dto: ValidatePromoDto, @CurrentUser() user: User | undefined): Promise<PromoValidationResult> {
    return this.validation.validate(dto.code, { userId: user?.id });
  }
}
