import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { CreateBookingDto } from '@app/contracts';
import type { BookingFormValues } from '../form/booking-form';
import { type AccountContact, useAccountPrefill } from '../form/use-account-prefill.hook';

export type BookingForm = UseFormReturn<BookingFormValues, unknown, CreateBookingDto>;

/**
 * The form of steps 2 to 4, validated on change by the API's own DTO (docs/product/validation.md#validation messages):
 * a chunk of its own with react-hook-form, which step 1 does without (the page's first load). It starts from the draft
 * and gives every change back (`onValues`: the draft atoms), so the wizard reads one set of values on every step; what
 * the wizard sets while it is here goes through it (`onForm` hands it over, null once it is gone). Kept from the first
 * game picked to the booking made, so the messages of steps 2 and 3 stay while the parent looks at step 1 again.
 * What it needs of the wizard's own modules comes as props: importing them would make this chunk depend on the
 * route's, which the bundler then no longer gives a chunk of its own (vite.config.mts, build-document-renderer).
 */
export function LaterStepsForm({
  draft,
  onValues,
  resolver,
  onForm,
  account,
  onStep3,
  children,
}: {
  /** The draft as the form opens. */
  draft: BookingFormValues;
  onValues: (values: BookingFormValues) => void;
  /** The API's DTO's rules (form/use-booking-validation.hook.ts). */
  resolver: Resolver<BookingFormValues, unknown, CreateBookingDto>;
  onForm: (form: BookingForm | null) => void;
  /** The signed-in parent, whose name and e-mail step 3 starts from. */
  account: AccountContact | null | undefined;
  onStep3: boolean;
  children: ReactNode;
}) {
  const [initial] = useState(draft);
  const form = useForm<BookingFormValues, unknown, CreateBookingDto>({
    resolver,
    defaultValues: initial,
    mode: 'onChange',
  });

  useEffect(() => {
    const subscription = form.watch(() => onValues(form.getValues()));
    onForm(form);
    return () => {
      subscription.unsubscribe();
      onForm(null);
    };
  }, [form, onValues, onForm]);
  useAccountPrefill(form, account, onStep3);
  // Read here on every render, so react-hook-form re-renders the form on any field's message: the server's messages for
  // a refused booking are set on step 4 and shown on the step that holds the field, not yet drawn then.
  void form.formState.errors;

  return <FormProvider {...form}>{children}</FormProvider>;
}
