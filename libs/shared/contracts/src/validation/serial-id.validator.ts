import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The largest PostgreSQL `integer` (2^31 - 1), the type of every serial id (games, custom games, teams, promo codes,
 * blackout days). A larger id from a client can name no row, and sent to the database it fails the whole statement
 * ("integer out of range", a 500), so every id read from input is held to it here.
 */
export const SERIAL_ID_MAX = 2_147_483_647;

/** A serial id as a number: a whole number from 1 to SERIAL_ID_MAX. */
export const isSerialId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= SERIAL_ID_MAX;

/** A serial id written as text ("42" in a path, the 42 of "custom-42"): digits without a leading zero, in range. */
export function serialIdOf(text: string): number | undefined {
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
  return isSerialId(id) ? id : undefined;
}

/** isSerialId as a class-validator rule. */
export const IsSerialId = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isSerialId', validator: { validate: isSerialId } }, options);
