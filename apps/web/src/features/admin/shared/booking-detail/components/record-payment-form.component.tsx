import { Button, Callout, Flex, Heading, RadioGroup, Text, TextArea } from '@radix-ui/themes';
import { useContext, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  OFFLINE_PAYMENT_LABELS,
  OFFLINE_PAYMENT_MESSAGES as M,
  OFFLINE_PAYMENT_METHODS,
  offlinePaymentWords,
  RecordPaymentDto,
  todayIn,
  type OfflinePaymentMethod,
} from '@app/contracts';
import { dollarsToCents, formatDollars } from '@app/pricing';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useRecordPayment } from '@/features/admin/shared/booking-detail/api/offline-payments.api';
import { AdminTimeZoneContext } from '@/features/admin/shell/components/admin-time-zone.context';
import './record-payment-form.css';

interface RecordValues {
  method: OfflinePaymentMethod;
  amount: string;
  receivedOn: string;
  note: string;
}

const FIELDS = ['method', 'amount', 'receivedOn', 'note'] as const;

/**
 * "Record a payment": cash (chosen first) or a bank transfer the business took, for at most the balance due
 * (prefilled), on a day up to today on the business's clock. The server checks the balance and the day; its messages land on the fields.
 */
export function RecordPaymentForm({ bookingId, balanceDue }: { bookingId: string; balanceDue: string }) {
  const timeZone = useContext(AdminTimeZoneContext) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = todayIn(timeZone);
  const form = useForm<RecordValues, unknown, RecordPaymentDto>({
    resolver: dtoResolver<RecordValues, RecordPaymentDto>(RecordPaymentDto),
    // Cash first: what a party's door takes, so the usual payment is one tap from done.
    defaultValues: { method: 'cash', amount: balanceDue, receivedOn: today, note: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const record = useRecordPayment(bookingId);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((dto) => {
    setFailure(null);
    record.submit(dto, {
      onSuccess: () => {
        toast({
          title: M.recorded,
          description: offlinePaymentWords(dto.method, dollarsToCents(dto.amount) ?? 0, dto.receivedOn),
        });
        setOpen(false);
      },
      onError: (error) => {
        const { fields, message } = readApiError(error);
        if (!showFieldErrors(form.setError, fields, FIELDS)) setFailure(message ?? error.message);
      },
    });
  });

  return (
    <section aria-label="Record a payment">
      <Heading as="h3" size="3" mb="2" mt="4">
        Record a payment
      </Heading>
      {!open ? (
        <Button variant="soft" onClick={() => setOpen(true)}>
          Record a payment…
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Record a payment">
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text as="div" id="record-method-label" size="2" weight="medium">
                Paid by
              </Text>
              <Controller
                control={form.control}
                name="method"
                render={({ field }) => (
                  <RadioGroup.Root
                    className="record-method"
                    size="3"
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    aria-labelledby="record-method-label"
                    {...invalidProps('record-method', errors.method?.message)}
                  >
                    {OFFLINE_PAYMENT_METHODS.map((method) => (
                      <RadioGroup.Item key={method} value={method}>
                        {OFFLINE_PAYMENT_LABELS[method]}
                      </RadioGroup.Item>
                    ))}
                  </RadioGroup.Root>
                )}
              />
              <FieldError id="record-method-error" text={errors.method?.message} />
            </Flex>
            <FormField
              id="record-amount"
              label={`Amount in dollars (up to ${formatDollars(balanceDue)})`}
              inputMode="decimal"
              autoComplete="off"
              {...form.register('amount')}
              error={errors.amount?.message}
            />
            <FormField
              id="record-received-on"
              label="Received on"
              type="date"
              max={today}
              {...form.register('receivedOn')}
              error={errors.receivedOn?.message}
            />
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="record-note" size="2" weight="medium">
                Note (for the business only)
              </Text>
              <TextArea
                id="record-note"
                rows={2}
                {...form.register('note')}
                {...invalidProps('record-note', errors.note?.message)}
              />
              <FieldError id="record-note-error" text={errors.note?.message} />
            </Flex>
            {failure && (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{failure}</Callout.Text>
              </Callout.Root>
            )}
            <Flex gap="3" justify="end">
              <Button type="button" variant="soft" color="gray" onClick={() => setOpen(false)}>
                Close
              </Button>
              <Button type="submit" loading={record.isPending}>
                Record payment
              </Button>
            </Flex>
          </Flex>
        </form>
      )}
    </section>
  );
}
