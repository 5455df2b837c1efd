import { Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isMinor, WAIVER_TEXTS as T, WalkInDto, type HostPartyWaivers } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import { WaiverSigningFields, withGuardianCheck } from '@/components/ui/waiver-signing.ui';
import { dtoResolver } from '@/lib/dto-form';
import { PARTY_WORDS as W } from '../party-day-words';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { BIG_FIELD } from '../field-sizes';
import { HostFoldingForm } from './host-folding-form.component';
import { phoneSignatureStart, type PhoneSignatureValues } from './host-waiver-form.component';

interface WalkInValues {
  firstName: string;
  age: number;
  /** The parent's signature, while waivers are on. */
  waiver?: PhoneSignatureValues;
}

/**
 * "Add a child": a walk-in with the roster's rules and messages (first name, age). Its id is made here, so teams and
 * awards can name the child before the server has seen them (docs/product/party-day.md#the-hosts-screens). While
 * waivers are on, the parent signs on the phone with it (docs/product/waivers.md#at-the-door), offline as well.
 */
export function HostWalkInForm({ partyId, waivers }: { partyId: string; waivers: HostPartyWaivers }) {
  const [open, setOpen] = useState(false);
  const { send } = useHostActions(partyId);
  const text = waivers.required ? waivers.text : null;
  const start = (): Partial<WalkInValues> => (text ? { waiver: phoneSignatureStart(text) } : {});
  const form = useForm<WalkInValues, unknown, WalkInDto>({
    resolver: withGuardianCheck(
      dtoResolver<WalkInValues, WalkInDto>(WalkInDto),
      'waiver.parentOrGuardian',
      (values) => text !== null && isMinor(Number.isInteger(values.age) ? values.age : null),
    ),
    defaultValues: start(),
  });
  const { errors } = form.formState;
  const age = form.watch('age');

  const onSubmit = form.handleSubmit(async ({ firstName, age, waiver }) => {
    await send({ kind: 'walk-in', childId: crypto.randomUUID(), firstName, age, waiver });
    form.reset(start());
    setOpen(false);
  });

  return (
    <HostFoldingForm
      label={W.addChild}
      submitLabel={W.add}
      open={open}
      onOpenChange={setOpen}
      onSubmit={onSubmit}
      folded="soft"
    >
      <FormField
        id="walk-in-name"
        label={W.firstName}
        autoComplete="off"
        required
        style={BIG_FIELD}
        {...form.register('firstName')}
        error={errors.firstName?.message}
      />
      <FormField
        id="walk-in-age"
        label={W.age}
        type="number"
        inputMode="numeric"
        required
        style={BIG_FIELD}
        {...form.register('age', { valueAsNumber: true })}
        error={errors.age?.message}
      />
      {text && (
        <>
          <Text size="4">{T.walkInParentSigns}</Text>
          <WaiverSigningFields<WalkInValues>
            idPrefix="walk-in"
            waiver={text}
            childName={form.watch('firstName') || T.thisChild}
            minor={isMinor(Number.isInteger(age) ? age : null)}
            form={form}
            at="waiver"
            withEmail
            controlSize="4"
          />
        </>
      )}
    </HostFoldingForm>
  );
}
