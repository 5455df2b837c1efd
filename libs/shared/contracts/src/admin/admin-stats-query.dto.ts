import { ValidateBy, ValidateIf } from 'class-validator';
import { ADMIN_STATS_MESSAGES as M, type AdminStatsQuery } from './admin-figures.contract';
import { IsCalendarDate } from '../validation/booking.validators';
import { IsWithinDayBounds } from '../validation/day-bounds.validator';
import { IsNotBeforeFrom } from '../validation/not-before-from.decorator';
import { Omittable } from '../validation/omittable.decorator';
import { Rules } from '../validation/rules.decorator';

/** A period has two ends: one alone is refused rather than guessed. */
const IsPairedWithFrom = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isPairedWithFrom',
      validator: {
        validate: (to, args) => (to === undefined) === ((args?.object as AdminStatsQuery).from === undefined),
      },
    },
    { message: M.pair },
  );

/** GET /api/admin/stats parameters (AdminStatsQuery): the period's first and last day, both or neither. */
export class AdminStatsQueryDto implements AdminStatsQuery {
  @Rules(Omittable(), IsCalendarDate({ message: M.from }), IsWithinDayBounds('look', 'from'))
  from?: string;

  // Checked whenever either end is given, so one end alone is a 400 naming the pair.
  @Rules(
    ValidateIf((query: AdminStatsQuery, to) => to !== undefined || query.from !== undefined),
    IsPairedWithFrom(),
    IsCalendarDate({ message: M.to }),
    IsNotBeforeFrom(M.range),
    IsWithinDayBounds('look', 'to'),
  )
  to?: string;
}
