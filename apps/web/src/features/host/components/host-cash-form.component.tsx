import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DoorPaymentDto, OFFLINE_PAYMENT_MESSAGES, type HostParty } from '@app/contracts';
import { dollarsToCents } from '@app/pricing';
import { FormField } from '@/components/ui/form-field.ui';
import { dtoResolver } from '@/lib/dto-form';
import { PARTY_WORDS as W } from '../party-day-words';
import { usePartyAction } from '../use-party-action.hook';
import { PartyActionErrorCallout } from './party-action-error.component';

interface CashValues {
  amount: string;
}

/**
 * "Record cash": money taken at the door, at most the balance due (the admin's cash rules and messages,
 * docs/product/hosts.md#money-at-the-door), prefilled with the whole balance.
 */
export function HostCashForm({ party, onDone }: { party: HostParty; onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  const action = usePartyAction(party.bookingId);
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
    if (await action.run({ kind: 'payment', amount })) {
      setOpen(false);
      onDone?.();
    }
  });

  if (!open)
    return (
      <Button size="4" onClick={() => setOpen(true)}>
        {W.recordCash}
      </Button>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={W.recordCash}>
      <Flex direction="column" gap="3">
        <FormField
          id="cash-amount"
          label={W.cashAmount(party.balanceDue)}
          inputMode="decimal"
          autoComplete="off"
          style={{ height: 48, fontSize: 'var(--font-size-5)' }}
          {...form.register('amount')}
          error={form.formState.errors.amount?.message}
        />
        <PartyActionErrorCallout error={action.error} />
        <Flex gap="3">
          <Button type="button" size="4" variant="soft" color="gray" onClick={() => setOpen(false)}>
            {W.cancel}
          </Button>
          <Button type="submit" size="4" loading={action.busy} style={{ flex: 1 }}>
            {W.recordCash}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
