import type { Resolver } from 'react-hook-form';
import type { CreateBookingDto } from '@app/contracts';
import { onDemand, useLoadedModule } from '@/lib/use-loaded-module.hook';
import type { BookingFormValues } from './booking-form';

/**
 * The DTO's rules are most of what step 1 would otherwise load (class-validator, class-transformer, the contracts'
 * decorated classes) and all of its start-up work, yet step 1 needs them only to open Next once games are picked: they
 * load with the first value the parent sets (the form validates it) or a draft that holds one. Kept once loaded.
 */
const bookingValidation = onDemand(() => import('./booking-validation'));
export const loadBookingValidation = bookingValidation.load;

/** The form's resolver: the DTO's, once its chunk is here. */
export const bookingResolver: Resolver<BookingFormValues, unknown, CreateBookingDto> = async (...args) =>
  (await loadBookingValidation()).bookingResolver(...args);

/** The validation module once `needed` (undefined until its chunk arrives: nothing is valid before it). */
export const useBookingValidation = (needed: boolean) => useLoadedModule(bookingValidation, needed);
