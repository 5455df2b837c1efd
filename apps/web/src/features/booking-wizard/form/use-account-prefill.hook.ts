import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { BookingFormValues } from './booking-form';

/** Who is signed in, as step 3 asks for the parent (the route reads it from the session). */
export interface AccountContact {
  name: string;
  email: string;
  /** The phone of the parent's last booking, when they have one. */
  phone?: string;
}

/**
 * A signed-in parent finds their name and e-mail on step 3, and the phone of their last booking: filled in whenever
 * step 3 opens, into the fields that are empty only, so nothing the parent typed is overwritten.
 */
export function useAccountPrefill(
  form: UseFormReturn<BookingFormValues, unknown, unknown>,
  account: AccountContact | null | undefined,
  onStep3: boolean,
) {
  const name = account?.name ?? '';
  const email = account?.email ?? '';
  const phone = account?.phone ?? '';
  useEffect(() => {
    if (!onStep3) return;
    const fill = (field: 'parentName' | 'parentEmail' | 'parentPhone', value: string) => {
      if (value && !form.getValues(field).trim()) {
        form.setValue(field, value, { shouldValidate: true, shouldDirty: true });
      }
    };
    fill('parentName', name);
    fill('parentEmail', email);
    fill('parentPhone', phone);
  }, [form, name, email, phone, onStep3]);
}
