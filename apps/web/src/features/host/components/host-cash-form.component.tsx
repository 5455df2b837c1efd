import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DoorPaymentDto, OFFLINE_PAYMENT_MESSAGES, type HostParty } from '@app/contracts';
import { dollarsToCents } from '@app/pricing';
import { FormField } from '@/components/ui/form-field.ui';
import { dtoResolver } from '@/lib/dto-form';
import { PARTY_WORDS as W } from '../party-day-words';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { BIG_FIELD } from '../field-sizes';
import { HostFoldingForm } from './host-folding-form.component';

interface CashValues {
  amount: string;
}

/**
 * "Record cash": money taken at the door, at most the balance due (the admin's cash rules and messages,
 * docs/product/hosts.md#money-at-the-door), prefilled with the whole balance.
 */
export function HostCashForm({ party }: { party: HostParty }) {
  const [open, setOpen] = useState(false);
  const { send } = useHostActions(party.bookingId);
  const form = useForm<CashValues, unknown, DoorPaymentDto>({
    resolver: dtoResolver<CashValues, DoorPaymentDto>(DoorPaymentDto),
    defaultValues: { amount: party.balanceDue },
  });
  const dueCents = dollarsToCents(party.balanceDue) ?? 0;
  if (dueCents <= 0) return null;

  const onSubmit = form.handleSubmit(async ({ amount }) => {
    if ((dollarsToCents(amount) ?? 0) > dueCents) {
      form.setError('amount', { message: OFFLINE_PAYMENT_MESSAGES.amountTooLarge(dueCents) });
      return;
    }
    await send({ kind: 'payment', amount });
    setOpen(false);
  });

  return (
    <HostFoldingForm
      label={W.recordCash}
      submitLabel={W.recordCash}
      open={open}
      onOpenChange={setOpen}
      onSubmit={onSubmit}
    >
      <FormField
        id="cash-amount"
        label={W.cashAmount(party.balanceDue)}
        inputMode="decimal"
        autoComplete="off"
        style={BIG_FIELD}
        {...form.register('amount')}
        error={form.formState.errors.amount?.message}
      />
    </HostFoldingForm>
  );
}
