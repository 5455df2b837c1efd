import { ValidateBy, type ValidationOptions } from 'class-validator';
import { parseGameRef } from '../bookings/booking-form.contract';
import { isCalendarDate } from './calendar-date';

export const IsCalendarDate = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: isCalendarDate } }, options);

/** Every entry a game id or "custom-<id>" (see GameRef). */
export const IsGameRef = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isGameRef', validator: { validate: (value) => parseGameRef(value) !== undefined } }, options);
