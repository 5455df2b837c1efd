import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WalkInDto } from '@app/contracts';
import { FormField } from '@/components/ui/form-field.ui';
import { dtoResolver } from '@/lib/dto-form';
import { PARTY_WORDS as W } from '../party-day-words';
import { usePartyAction } from '../use-party-action.hook';
import { PartyActionErrorCallout } from './party-action-error.component';

interface WalkInValues {
  firstName: string;
  age: number;
}

const BIG_FIELD = { height: 48, fontSize: 'var(--font-size-5)' } as const;

/**
 * "Add a child": a walk-in with the roster's rules and messages (first name, age). Its id is made here, so teams and
 * awards can name the child before the server has seen them (docs/product/party-day.md#the-hosts-screens).
 */
export function HostWalkInForm({ partyId }: { partyId: string }) {
  const [open, setOpen] = useState(false);
  const action = usePartyAction(partyId);
  const form = useForm<WalkInValues, unknown, WalkInDto>({
    resolver: dtoResolver<WalkInValues, WalkInDto>(WalkInDto),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ firstName, age }) => {
    if (await action.run({ kind: 'walk-in', childId: crypto.randomUUID(), firstName, age })) {
      form.reset();
      setOpen(false);
    }
  });

  if (!open)
    return (
      <Button size="4" variant="soft" onClick={() => setOpen(true)}>
        {W.addChild}
      </Button>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={W.addChild}>
      <Flex direction="column" gap="3">
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
        <PartyActionErrorCallout error={action.error} />
        <Flex gap="3">
          <Button type="button" size="4" variant="soft" color="gray" onClick={() => setOpen(false)}>
            {W.cancel}
          </Button>
          <Button type="submit" size="4" loading={action.busy} style={{ flex: 1 }}>
            {W.add}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
