import { Button, Card, Flex, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { InvitedChildDto, type ShirtSize } from '@app/contracts';
import { dtoResolver } from '@/lib/dto-form';
import { ChildFields } from './child-fields.component';
import type { AgeInput } from './roster-form';

export interface FamilyAnswerValues {
  firstName: string;
  shirtSize: ShirtSize | '';
  notes: string;
  age: AgeInput;
  photoConsent: boolean;
  attending: boolean;
}

const NO_ANSWER: FamilyAnswerValues = {
  firstName: '',
  shirtSize: '',
  notes: '',
  age: null,
  photoConsent: false,
  attending: true,
};

/**
 * A family's answer: its child's fields (the DTO's rules and messages), sent as coming (`comingLabel`; none when the
 * party is full) or as "We can't come". The invitation's reply and the reply's own page both use it; `onAnswer` gets
 * the checked answer and a way to empty the form.
 */
export function FamilyAnswerForm({
  idPrefix,
  heading,
  defaultValues = NO_ANSWER,
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
  comingLabel: string | null;
  pending: boolean;
  onAnswer: (body: InvitedChildDto, clear: () => void) => void;
  /** Above the fields (a notice, the required-fields note) and under them (the answer's outcome). */
  before?: ReactNode;
  after?: ReactNode;
  extraButtons?: ReactNode;
}) {
  const form = useForm<FamilyAnswerValues, unknown, InvitedChildDto>({
    resolver: dtoResolver<FamilyAnswerValues, InvitedChildDto>(InvitedChildDto),
    defaultValues,
  });
  const errors = form.formState.errors;
  const headingId = `${idPrefix}-heading`;
  const send = (attending: boolean) => {
    form.setValue('attending', attending);
    void form.handleSubmit((body) => onAnswer(body, () => form.reset(NO_ANSWER)))();
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
