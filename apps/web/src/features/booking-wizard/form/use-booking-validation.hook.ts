import { useEffect, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import type { CreateBookingDto } from '@app/contracts';
import type { BookingFormValues } from './booking-form';

type BookingValidation = typeof import('./booking-validation');

/**
 * The DTO's rules are most of what step 1 would otherwise load (class-validator, class-transformer, the contracts'
 * decorated classes) and all of its start-up work, yet step 1 needs them only to open Next once games are picked: they
 * load with the first value the parent sets (the form validates it) or a draft that holds one. Kept once loaded.
 */
let loaded: BookingValidation | undefined;
export const loadBookingValidation = async () => (loaded ??= await import('./booking-validation'));

/** The form's resolver: the DTO's, once its chunk is here. */
export const bookingResolver: Resolver<BookingFormValues, unknown, CreateBookingDto> = async (...args) =>
  (await loadBookingValidation()).bookingResolver(...args);

/**
 * The validation module once `needed` (undefined until its chunk arrives: nothing is valid before it). A chunk that
 * fails to load is thrown to the route's error page, as a step's own chunk is.
 */
export function useBookingValidation(needed: boolean): BookingValidation | undefined {
  const [validation, setValidation] = useState(loaded);
  const [failure, setFailure] = useState<unknown>();
  if (failure) throw failure;
  useEffect(() => {
    if (!needed || validation) return;
    let current = true;
    loadBookingValidation().then(
      (module) => current && setValidation(module),
      (err: unknown) => current && setFailure(err),
    );
    return () => {
      current = false;
    };
  }, [needed, validation]);
  return validation;
}
