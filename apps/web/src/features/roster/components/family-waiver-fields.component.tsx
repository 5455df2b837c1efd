import { Flex, Text, TextArea } from '@radix-ui/themes';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import {
  isMinor,
  WAIVER_MESSAGES as M,
  WAIVER_TEXTS as T,
  type InvitedChildDto,
  type WaiverText,
} from '@app/contracts';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { WaiverSigningFields, withFormRule, withGuardianCheck } from '@/components/ui/waiver-signing.ui';
import type { FamilyAnswerValues } from './family-answer-values';

type Form = UseFormReturn<FamilyAnswerValues, unknown, InvitedChildDto>;

/** The age typed, when it is one: an age not given counts as a minor's (isMinor). */
const ageOf = (values: Pick<FamilyAnswerValues, 'age'>) => (typeof values.age === 'number' ? values.age : null);

/**
 * The DTO's resolver for a family's answer: with waivers off or a "can't come" it carries no signature, emergency
 * phone or note; while waivers are on a "coming" gives an emergency phone, and a minor's signer states they are the parent or guardian (the
 * server refuses both too: WAIVER_REQUIRED, WAIVER_GUARDIAN_REQUIRED).
 */
export function familyWaiverResolver(
  resolver: Resolver<FamilyAnswerValues, unknown, InvitedChildDto>,
  waiversOn: boolean,
): Resolver<FamilyAnswerValues, unknown, InvitedChildDto> {
  const coming: Resolver<FamilyAnswerValues, unknown, InvitedChildDto> = (values, context, options) => {
    const { waiver: _waiver, emergencyPhone: _phone, medicalNote: _note, ...answer } = values;
    return resolver(waiversOn && values.attending ? values : (answer as FamilyAnswerValues), context, options);
  };
  if (!waiversOn) return coming;
  const withPhone = withFormRule(
    coming,
    'emergencyPhone',
    M.emergencyPhone,
    (values, phone) => values.attending && !String(phone ?? '').trim(),
  );
  return withGuardianCheck(
    withPhone,
    'waiver.parentOrGuardian',
    (values) => values.attending && values.waiver !== undefined && isMinor(ageOf(values)),
  );
}

/**
 * What an invited family gives with a "coming" while waivers are on (docs/product/waivers.md#the-screens): an
 * emergency contact phone, any medical note the host must know, and the waiver's signature (`waiver`; null when one
 * is signed for the child already).
 */
export function FamilyWaiverFields({
  idPrefix,
  form,
  waiver,
}: {
  idPrefix: string;
  form: Form;
  waiver: WaiverText | null;
}) {
  const { errors } = form.formState;
  const noteId = `${idPrefix}-medical-note`;
  const [firstName, age] = form.watch(['firstName', 'age']);
  return (
    <Flex direction="column" gap="3" mt="3">
      <FormField
        id={`${idPrefix}-emergency-phone`}
        label={T.emergencyPhone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        error={errors.emergencyPhone?.message}
        {...form.register('emergencyPhone')}
      />
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={noteId} size="2" weight="medium">
          {T.medicalNote}
        </Text>
        <TextArea
          id={noteId}
          rows={2}
          {...invalidProps(noteId, errors.medicalNote?.message)}
          {...form.register('medicalNote')}
        />
        <FieldError id={`${noteId}-error`} text={errors.medicalNote?.message} />
      </Flex>
      {waiver && (
        <WaiverSigningFields<FamilyAnswerValues>
          idPrefix={idPrefix}
          waiver={waiver}
          childName={firstName.trim() || T.yourChild}
          minor={isMinor(ageOf({ age }))}
          form={form}
          at="waiver"
          withEmail
        />
      )}
    </Flex>
  );
}
