import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { InvitedChildDto, type WaiverText } from '@app/contracts';
import { dtoResolver } from '@/lib/dto-form';
import { ChildFields } from './child-fields.component';
import { NO_ANSWER, withFamilyWaiver, type FamilyAnswerValues } from './family-answer-values';
import { FamilyWaiverFields, familyWaiverResolver } from './family-waiver-fields.component';

/**
 * A family's answer: its child's fields (the DTO's rules and messages), sent as coming (`comingLabel`; none when the
 * party is full) or as "We can't come". While waivers are on (`waiver`) a "coming" also gives an emergency contact
 * phone, any medical note, and, unless one is signed for the child already (`waiverSigned`), the waiver's signature
 * (docs/product/waivers.md#the-screens). The invitation's reply and the reply's own page both use it; `onAnswer` gets
 * the checked answer and a way to empty the form.
 */
export function FamilyAnswerForm({
  idPrefix,
  heading,
  defaultValues = NO_ANSWER,
  waiver = null,
  waiverSigned = false,
  comingLabel,
  pending,
  onAnswer,
  before,
  after,
  extraButtons,
}: {
  idPrefix: string;
  heading: string;
  defaultValues?: FamilyAnswerValues;
  waiver?: WaiverText | null;
  waiverSigned?: boolean;
  comingLabel: string | null;
  pending: boolean;
  onAnswer: (body: InvitedChildDto, clear: () => void) => void;
  /** Above the fields (a notice, the required-fields note) and under them (the answer's outcome). */
  before?: ReactNode;
  after?: ReactNode;
  extraButtons?: ReactNode;
}) {
  const signing = waiver !== null && !waiverSigned;
  const start = (values: FamilyAnswerValues) => (signing ? withFamilyWaiver(values, waiver) : values);
  const form = useForm<FamilyAnswerValues, unknown, InvitedChildDto>({
    resolver: familyWaiverResolver(dtoResolver<FamilyAnswerValues, InvitedChildDto>(InvitedChildDto), waiver !== null),
    defaultValues: start(defaultValues),
  });
  const errors = form.formState.errors;
  const headingId = `${idPrefix}-heading`;
  const send = (attending: boolean) => {
    form.setValue('attending', attending);
    void form.handleSubmit((body) => onAnswer(body, () => form.reset(start(NO_ANSWER))))();
  };
  return (
    <Card size="3" asChild>
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send(comingLabel !== null);
        }}
      >
        <Heading as="h2" size="4" mb="2" id={headingId}>
          {heading}
        </Heading>
        {before}
        <ChildFields<FamilyAnswerValues>
          idPrefix={idPrefix}
          names={{
            firstName: 'firstName',
            age: 'age',
            shirtSize: 'shirtSize',
            notes: 'notes',
            photoConsent: 'photoConsent',
          }}
          control={form.control}
          register={form.register}
          errors={{
            firstName: errors.firstName?.message,
            age: errors.age?.message,
            shirtSize: errors.shirtSize?.message,
            notes: errors.notes?.message,
          }}
          notesLabel="Allergies or notes for the host family"
        />
        {waiver && <FamilyWaiverFields idPrefix={idPrefix} form={form} waiver={signing ? waiver : null} />}
        {after}
        <Flex gap="3" mt="4" wrap="wrap">
          {comingLabel !== null && (
            <Button type="submit" size="3" loading={pending && form.getValues('attending')}>
              {comingLabel}
            </Button>
          )}
          <Button
            type="button"
            size="3"
            variant="soft"
            color="gray"
            loading={pending && !form.getValues('attending')}
            onClick={() => send(false)}
          >
            We can&rsquo;t come
          </Button>
          {extraButtons}
        </Flex>
      </form>
    </Card>
  );
}
