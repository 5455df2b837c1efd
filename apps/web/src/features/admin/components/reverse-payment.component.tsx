import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OFFLINE_PAYMENT_MESSAGES as M, ReversePaymentDto } from '@app/contracts';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useReversePayment } from '@/features/admin/api/offline-payments.api';

/**
 * "Reverse" on a cash or bank-transfer payment (issue #37): recorded by mistake, or a transfer that bounced. The
 * reason is kept in the booking's history; the payment stays, with its reversal.
 */
export function ReversePayment({ paymentId }: { paymentId: string }) {
  const form = useForm<{ reason: string }, unknown, ReversePaymentDto>({
    resolver: dtoResolver<{ reason: string }, ReversePaymentDto>(ReversePaymentDto),
    defaultValues: { reason: '' },
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
      <Button size="1" variant="soft" color="red" onClick={() => setOpen(true)}>
        Reverse…
      </Button>
    );
  }
  const onSubmit = form.handleSubmit((dto) =>
    reverse.submit(dto, {
      onSuccess: () => toast({ title: M.reversed, description: dto.reason }),
      onError: (error) => {
        const { fields, message } = readApiError(error);
        if (!showFieldErrors(form.setError, fields, ['reason'])) setFailure(message ?? error.message);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reverse payment">
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={id} size="1" weight="medium">
          Why reverse it?
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
            Keep payment
          </Button>
          <Button type="submit" size="1" color="red" loading={reverse.isPending}>
            Reverse payment
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
