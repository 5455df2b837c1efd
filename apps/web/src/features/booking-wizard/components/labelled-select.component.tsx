import { Flex, Text } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { FieldError, invalidProps, RequiredMark } from '@/components/ui/form-field.ui';
import type { BookingFormValues } from '../form/booking-form';

/**
 * A labelled Radix select bound to one field of the booking form, with its docs/product/validation.md#validation
 * message underneath.
 */
export function LabelledSelect({
  id,
  name,
  label,
  placeholder,
  options,
  items,
  disabled,
  required,
}: {
  id: string;
  name: FieldPath<BookingFormValues>;
  label: string;
  placeholder: string;
  options?: readonly { value: string; label: string }[];
  /** The select's items when they are more than a flat list (start times by part of the day). */
  items?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}) {
  const { control, getFieldState, formState } = useFormContext<BookingFormValues>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <Flex direction="column" gap="1">
      <Flex gap="1">
        <Text size="2" weight="medium" id={`${id}-label`}>
          {label}
        </Text>
        {required && <RequiredMark />}
      </Flex>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select.Root
            size="3"
            value={String(field.value ?? '')}
            onValueChange={(v) => field.onChange(v)}
            disabled={disabled}
          >
            <Select.Trigger
              ref={field.ref}
              id={id}
              placeholder={placeholder}
              aria-labelledby={`${id}-label`}
              aria-required={required || undefined}
              {...invalidProps(id, error)}
            />
            <Select.Content position="popper" className="select-list">
              {items ??
                options?.map((o) => (
                  <Select.Item key={o.value} value={o.value}>
                    {o.label}
                  </Select.Item>
                ))}
            </Select.Content>
          </Select.Root>
        )}
      />
      <FieldError id={`${id}-error`} text={error} />
    </Flex>
  );
}
