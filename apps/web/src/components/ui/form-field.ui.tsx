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

/**
 * The mark after a required field's label. Outside the label and hidden from screen readers, which hear the field's
 * aria-required instead; the form says once what it means (RequiredNote).
 */
export function RequiredMark() {
  return (
    <Text size="2" color="red" aria-hidden>
      *
    </Text>
  );
}

export function RequiredNote() {
  return (
    <Text as="p" size="2" color="gray" mb="3">
      Fields marked <RequiredMark /> are required.
    </Text>
  );
}

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
} & Omit<ComponentProps<typeof TextField.Root>, 'id' | 'size' | 'color'>;

/**
 * A labelled text input with its error underneath, tied together for screen readers. The input props (usually
 * react-hook-form's `register(name)`: name, onChange, onBlur, ref) go straight to the input.
 */
export function FormField({ id, label, error, required, ...inputProps }: FormFieldProps) {
  return (
    <Flex direction="column" gap="1">
      <Flex gap="1">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {required && <RequiredMark />}
      </Flex>
      <TextField.Root
        id={id}
        size="3"
        color={error ? 'red' : undefined}
        aria-required={required || undefined}
        {...invalidProps(id, error)}
        {...inputProps}
      />
      <FieldError id={`${id}-error`} text={error} />
    </Flex>
  );
}
