import { bothWays, pipeValue } from '@app/testing';
import { PROMO_MESSAGES as M } from './promo.contract';
import { PromoCodeDto } from './promo-code.dto';
import { ValidatePromoDto } from './validate-promo.dto';

const valid = { code: ' summer10 ', discountType: 'percentage', discountValue: 10, startDate: '2026-06-01' };

describe('PromoCodeDto (docs/product/validation.md#validation admin promo form), as the API and the admin form run it', () => {
  it('upper-cases the code and fills the documented defaults', async () => {
    expect(await bothWays(PromoCodeDto, valid)).toEqual({ api: {}, form: {} });
    expect(await pipeValue(PromoCodeDto, valid)).toMatchObject({
      code: 'SUMMER10',
      usageLimit: 100,
      userUsageLimit: 1,
      isActive: true,
      expiresAt: null,
    });
  });

  it.each([
    ['an empty code', { code: '  ' }, { code: M.code }],
    ['a code with spaces', { code: 'SUMMER 10' }, { code: M.codeFormat }],
    ['an unknown type', { discountType: 'bogo' }, { discountType: M.discountType }],
    ['a negative value', { discountValue: -1 }, { discountValue: M.discountValue }],
    ['101 percent', { discountValue: 101 }, { discountValue: M.percentageMax }],
    ['a fractional percentage', { discountValue: 12.5 }, { discountValue: M.percentageWhole }],
    [
      'a fixed amount with 3 decimals',
      { discountType: 'fixed', discountValue: 5.125 },
      { discountValue: M.fixedDecimals },
    ],
    ['a usage limit of 0', { usageLimit: 0 }, { usageLimit: M.usageLimit }],
    ['0 uses per user', { userUsageLimit: 0 }, { userUsageLimit: M.userUsageLimit }],
    ['no start date', { startDate: '' }, { startDate: M.startDate }],
    ['no start date but an end date', { startDate: undefined, expiresAt: '2026-06-30' }, { startDate: M.startDate }],
    ['an end before the start', { expiresAt: '2026-05-31' }, { expiresAt: M.expiresBeforeStart }],
  ])('%s', async (_, change, fields) => {
    expect(await bothWays(PromoCodeDto, { ...valid, ...change })).toEqual({ api: fields, form: fields });
  });

  it('refuses a fixed amount over the cap, naming it in dollars', async () => {
    const fields = { discountValue: 'A fixed discount can be at most $100,000' };
    expect(await bothWays(PromoCodeDto, { ...valid, discountType: 'fixed', discountValue: 100_000.01 })).toEqual({
      api: fields,
      form: fields,
    });
  });

  it('takes a fixed amount in cents precision', async () => {
    expect(await bothWays(PromoCodeDto, { ...valid, discountType: 'fixed', discountValue: 150.5 })).toEqual({
      api: {},
      form: {},
    });
  });
});

describe('ValidatePromoDto (docs/product/validation.md#validation promo entry)', () => {
  it('trims and upper-cases; an empty code asks for one', async () => {
    expect(await pipeValue(ValidatePromoDto, { code: ' save20 ' })).toMatchObject({ code: 'SAVE20' });
    expect(await bothWays(ValidatePromoDto, { code: '  ' })).toEqual({
      api: { code: M.enterCode },
      form: { code: M.enterCode },
    });
  });
});
