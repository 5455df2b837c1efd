import { Flex, Text, TextField } from '@radix-ui/themes';
import type { ComponentProps } from 'react';

type FormFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
} & Pick<ComponentProps<typeof TextField.Root>, 'type' | 'autoComplete' | 'required' | 'placeholder' | 'autoFocus'>;

/** A labelled input with its error underneath, tied together for screen readers. */
export function FormField({ id, label, value, onChange, error, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        name={id}
        size="3"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        color={error ? 'red' : undefined}
        {...inputProps}
      />
      {error && (
        <Text id={errorId} size="2" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
