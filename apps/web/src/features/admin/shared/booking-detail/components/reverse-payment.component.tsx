import { Button, Callout, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OFFLINE_PAYMENT_MESSAGES as M, ReversePaymentDto } from '@app/contracts';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useReversePayment } from '@/features/admin/shared/booking-detail/api/offline-payments.api';

type Fields = { reason: string; amount: string };

/**
 * "Reverse" on a cash or bank-transfer payment: recorded by mistake, or a transfer that bounced. The reason is kept in
 * the booking's history; the payment stays, with its reversal. The amount is prefilled with what is `left` of it (part
 * of it: paid above a changed total). With `owed` (dollars a cancellation left to give back by hand), "Record the
 * return": the same reversal for the amount handed back, prefilled with that.
 */
export function ReversePayment({ paymentId, left, owed }: { paymentId: string; left: string; owed?: string }) {
  const form = useForm<Fields, unknown, ReversePaymentDto>({
    resolver: dtoResolver<Fields, ReversePaymentDto>(ReversePaymentDto),
    defaultValues: { reason: '', amount: owed ?? left },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const reverse = useReversePayment(paymentId);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = `reverse-${paymentId}`;

  if (!open) {
    return (
      <Button size="1" variant="soft" color={owed ? undefined : 'red'} onClick={() => setOpen(true)}>
        {owed ? 'Record the return…' : 'Reverse…'}
      </Button>
    );
  }
  const onSubmit = form.handleSubmit((dto) =>
    reverse.submit(dto, {
      onSuccess: () => toast({ title: owed ? M.returned : M.reversed, description: dto.reason }),
      onError: (error) => {
        const { fields, message } = readApiError(error);
        if (!showFieldErrors(form.setError, fields, ['reason', 'amount'])) setFailure(message ?? error.message);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={owed ? 'Record the return' : 'Reverse payment'}>
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={`${id}-amount`} size="1" weight="medium">
          {owed ? 'Amount returned ($)' : 'Amount reversed ($)'}
        </Text>
        <TextField.Root
          id={`${id}-amount`}
          inputMode="decimal"
          {...form.register('amount')}
          {...invalidProps(`${id}-amount`, errors.amount?.message)}
        />
        <FieldError id={`${id}-amount-error`} text={errors.amount?.message} />
        <Text as="label" htmlFor={id} size="1" weight="medium">
          {owed ? 'How was it returned?' : 'Why reverse it?'}
        </Text>
        <TextArea id={id} rows={2} {...form.register('reason')} {...invalidProps(id, errors.reason?.message)} />
        <FieldError id={`${id}-error`} text={errors.reason?.message} />
        {failure && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        )}
        <Flex gap="2" justify="end">
          <Button type="button" size="1" variant="soft" color="gray" onClick={() => setOpen(false)}>
            {owed ? 'Not yet' : 'Keep payment'}
          </Button>
          <Button type="submit" size="1" color={owed ? undefined : 'red'} loading={reverse.isPending}>
            {owed ? 'Record the return' : 'Reverse payment'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
