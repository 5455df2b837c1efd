import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

/** The message under a field; its id is what the field's aria-describedby points at. Announced when it appears. */
export function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <Text id={id} size="2" color="red" role="alert">
      {text}
    </Text>
  );
}

/** aria attributes that tie an invalid field to its FieldError (`<id>-error`). */
export const invalidProps = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
} & Omit<ComponentProps<typeof TextField.Root>, 'id' | 'size' | 'color'>;

/**
 * A labelled text input with its error underneath, tied together for screen readers. The input props (usually
 * react-hook-form's `register(name)`: name, onChange, onBlur, ref) go straight to the input.
 */
export function FormField({ id, label, error, ...inputProps }: FormFieldProps) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root id={id} size="3" color={error ? 'red' : undefined} {...invalidProps(id, error)} {...inputProps} />
      <FieldError id={`${id}-error`} text={error} />
    </Flex>
  );
}
