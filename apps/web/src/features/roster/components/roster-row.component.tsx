import { Badge, Button, Checkbox, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import { useState } from 'react';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { nameWithAge, ROSTER_RULES } from '@app/contracts';
import { DisclosureButton } from '@/components/ui/disclosure-button.ui';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { ageFromInput, type RosterFormValues, type RosterRow as Row } from './roster-form';
import { ShirtSizeOptions } from './shirt-size-options.component';

type RowErrors = Partial<Record<'firstName' | 'age' | 'shirtSize' | 'notes', string>>;

/**
 * One child on the host's list in two short lines, so a class-sized party reads on a phone in a few screens: the
 * first name, age and shirt size, then photo consent, the notes (folded away until asked for, or while one is wrong),
 * who added the child and its removal. The labels are the column heads above the list, and each field's own for
 * screen readers.
 */
export function RosterRow({
  index,
  row,
  name,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  row: Row;
  /** The row's name as the host reads it (its first name, or "Child 3" before one is typed). */
  name: string;
  control: Control<RosterFormValues, unknown, unknown>;
  register: UseFormRegister<RosterFormValues>;
  errors: RowErrors;
  onRemove: () => void;
}) {
  const [notesOpen, setNotesOpen] = useState(false);
  const id = `roster-${row.localId}`;
  const field = <K extends 'firstName' | 'age' | 'shirtSize' | 'notes' | 'photoConsent'>(key: K) =>
    `children.${index}.${key}` as const;
  const showNotes = notesOpen || Boolean(errors.notes);
  return (
    <fieldset className="roster-row">
      <legend className="visually-hidden">{name}</legend>
      {row.attending ? (
        <div className="roster-row-main">
          <TextField.Root
            id={`${id}-first-name`}
            size="2"
            aria-label="First name"
            aria-required
            autoComplete="off"
            color={errors.firstName ? 'red' : undefined}
            {...invalidProps(`${id}-first-name`, errors.firstName)}
            {...register(field('firstName'))}
          />
          <TextField.Root
            id={`${id}-age`}
            size="2"
            className="roster-row-age"
            aria-label="Age"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            placeholder={`${ROSTER_RULES.ageMin}–${ROSTER_RULES.ageMax}`}
            color={errors.age ? 'red' : undefined}
            {...invalidProps(`${id}-age`, errors.age)}
            {...register(field('age'), { setValueAs: ageFromInput })}
          />
          <Controller
            control={control}
            name={field('shirtSize')}
            render={({ field: size }) => (
              <Select.Root size="2" value={size.value || undefined} onValueChange={size.onChange}>
                <Select.Trigger
                  ref={size.ref}
                  id={`${id}-size`}
                  className="roster-row-size"
                  placeholder="Size"
                  aria-label="Shirt size"
                  {...invalidProps(`${id}-size`, errors.shirtSize)}
                />
                <ShirtSizeOptions />
              </Select.Root>
            )}
          />
        </div>
      ) : (
        <Text>
          <Text weight="bold">{nameWithAge(row.firstName, typeof row.age === 'number' ? row.age : null)}</Text>
          <Text color="gray"> · can&rsquo;t come</Text>
        </Text>
      )}
      <FieldError id={`${id}-first-name-error`} text={errors.firstName} />
      <FieldError id={`${id}-age-error`} text={errors.age} />
      <FieldError id={`${id}-size-error`} text={errors.shirtSize} />
      <Flex className="roster-row-more" align="center" gap="3" wrap="wrap">
        {row.attending && (
          <>
            <Controller
              control={control}
              name={field('photoConsent')}
              render={({ field: consent }) => (
                <Text as="label" size="2">
                  <Flex gap="1" align="center">
                    <Checkbox
                      ref={consent.ref}
                      checked={consent.value === true}
                      onCheckedChange={(checked) => consent.onChange(checked === true)}
                    />
                    Photos OK
                  </Flex>
                </Text>
              )}
            />
            <DisclosureButton
              size="1"
              variant="ghost"
              open={showNotes}
              onOpenChange={setNotesOpen}
              controls={`${id}-notes`}
              labels={[row.notes.trim() ? 'Notes ✓' : 'Notes', 'Hide notes']}
              aria-label={`${showNotes ? 'Hide' : 'Show'} allergies or notes for ${name}`}
            />
          </>
        )}
        {row.addedThroughInvitation && <Badge color="blue">added by their family</Badge>}
        <Button type="button" size="1" variant="ghost" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </Flex>
      {row.attending && (
        <div id={`${id}-notes`} hidden={!showNotes}>
          <TextArea
            id={`${id}-notes-field`}
            rows={2}
            aria-label="Allergies or notes"
            {...invalidProps(`${id}-notes-field`, errors.notes)}
            {...register(field('notes'))}
          />
          <FieldError id={`${id}-notes-field-error`} text={errors.notes} />
        </div>
      )}
    </fieldset>
  );
}
