import { Checkbox, Flex, Text, TextArea } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { ageFromInput } from './roster-form';
import { ShirtSizeOptions } from './shirt-size-options.component';

/** The names of one child's fields in a form (the host's row `children.2.firstName`, the family's `firstName`). */
export interface ChildFieldNames<T extends FieldValues> {
  firstName: Path<T>;
  age: Path<T>;
  shirtSize: Path<T>;
  notes: Path<T>;
  photoConsent: Path<T>;
}

/**
 * One child's first name, age (optional: left empty it is not given), shirt size (SHIRT_SIZES), notes and photo
 * consent, labelled for screen readers, with each field's DTO message underneath: the host's rows and the invited
 * family's form are the same fields.
 */
export function ChildFields<T extends FieldValues>({
  idPrefix,
  names,
  control,
  register,
  errors,
  notesLabel,
}: {
  idPrefix: string;
  names: ChildFieldNames<T>;
  control: Control<T, unknown, unknown>;
  register: UseFormRegister<T>;
  errors: Partial<Record<keyof ChildFieldNames<T>, string>>;
  notesLabel: string;
}) {
  const sizeId = `${idPrefix}-size`;
  const notesId = `${idPrefix}-notes`;
  return (
    <Flex direction="column" gap="3">
      <FormField
        id={`${idPrefix}-first-name`}
        label="First name"
        required
        autoComplete="off"
        error={errors.firstName}
        {...register(names.firstName)}
      />
      <FormField
        id={`${idPrefix}-age`}
        label="Age"
        className="child-age-field"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        error={errors.age}
        {...register(names.age, { setValueAs: ageFromInput })}
      />
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id={`${sizeId}-label`}>
          Shirt size
        </Text>
        <Controller
          control={control}
          name={names.shirtSize}
          render={({ field }) => (
            <Select.Root size="3" value={field.value ?? ''} onValueChange={field.onChange}>
              <Select.Trigger
                ref={field.ref}
                id={sizeId}
                placeholder="Choose a size"
                aria-labelledby={`${sizeId}-label ${sizeId}`}
                {...invalidProps(sizeId, errors.shirtSize)}
              />
              <ShirtSizeOptions />
            </Select.Root>
          )}
        />
        <FieldError id={`${sizeId}-error`} text={errors.shirtSize} />
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={notesId} size="2" weight="medium">
          {notesLabel}
        </Text>
        <TextArea id={notesId} rows={2} {...invalidProps(notesId, errors.notes)} {...register(names.notes)} />
        <FieldError id={`${notesId}-error`} text={errors.notes} />
      </Flex>
      <Controller
        control={control}
        name={names.photoConsent}
        render={({ field }) => (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              Photos of this child may be taken
            </Flex>
          </Text>
        )}
      />
    </Flex>
  );
}
