import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { CreateBookingDto, FORM_VALIDATOR_OPTIONS, withBusinessToday } from '@app/contracts';
import { dtoResolver } from '@/lib/dto-form';
import type { BookingFormValues } from './booking-form';

/**
 * The wizard's rules as the API's DTO states them (docs/product/validation.md#validation), with class-validator and
 * class-transformer: a chunk of its own, which step 1 does not load before the parent picks a game
 * (use-booking-validation.hook.ts).
 */
export const bookingResolver = dtoResolver<BookingFormValues, CreateBookingDto>(CreateBookingDto);

function flatten(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const first = error.constraints && Object.values(error.constraints)[0];
    if (first) out[path] = first;
    if (error.children?.length) Object.assign(out, flatten(error.children, path));
  }
  return out;
}

/**
 * Every message the API's DTO gives for the values as they are now, by field path, its day bounds included once the
 * business's `today` (yyyy-MM-dd, GET /api/site) is known: not before it, not past the booking horizon.
 */
export function bookingErrors(values: BookingFormValues, today: string | undefined): Record<string, string> {
  const dto = plainToInstance(CreateBookingDto, values);
  return flatten(validateSync(today ? withBusinessToday(dto, today) : dto, FORM_VALIDATOR_OPTIONS.validator));
}
