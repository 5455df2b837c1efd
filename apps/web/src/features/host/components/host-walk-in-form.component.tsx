import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WalkInDto } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import { dtoResolver } from '@/lib/dto-form';
import { PARTY_WORDS as W } from '../party-day-words';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { BIG_FIELD } from '../field-sizes';
import { HostFoldingForm } from './host-folding-form.component';

interface WalkInValues {
  firstName: string;
  age: number;
}

/**
 * "Add a child": a walk-in with the roster's rules and messages (first name, age). Its id is made here, so teams and
 * awards can name the child before the server has seen them (docs/product/party-day.md#the-hosts-screens).
 */
export function HostWalkInForm({ partyId }: { partyId: string }) {
  const [open, setOpen] = useState(false);
  const { send } = useHostActions(partyId);
  const form = useForm<WalkInValues, unknown, WalkInDto>({
    resolver: dtoResolver<WalkInValues, WalkInDto>(WalkInDto),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ firstName, age }) => {
    await send({ kind: 'walk-in', childId: crypto.randomUUID(), firstName, age });
    form.reset();
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
    </HostFoldingForm>
  );
}
