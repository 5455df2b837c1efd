import { Flex, Grid, Switch, Text, TextArea } from '@radix-ui/themes';
import { Dialog, Select } from '@/components/ui/themed-parts.ui';
import { Controller, useForm } from 'react-hook-form';
import { PROMO_RULES, PromoCodeDto, type DiscountType, type PromoCode, type PromoCodeRequest } from '@app/contracts';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useCreatePromoCode, useUpdatePromoCode } from '@/features/admin/promo/api/promo-codes.api';

interface FormValues {
  code: string;
  discountType: DiscountType;
  discountValue: number;
  usageLimit: number;
  userUsageLimit: number;
  startDate: string;
  expiresAt: string;
  isActive: boolean;
  description: string;
}

const FIELDS = [
  'code',
  'discountType',
  'discountValue',
  'usageLimit',
  'userUsageLimit',
  'startDate',
  'expiresAt',
  'isActive',
  'description',
] as const;

/** docs/product/validation.md#validation defaults: limits 100 and 1, starting today (the business's today), active. */
const valuesOf = (promo: PromoCode | null, today: string): FormValues => ({
  code: promo?.code ?? '',
  discountType: promo?.discountType ?? 'percentage',
  discountValue: promo?.discountValue ?? ('' as unknown as number),
  usageLimit: promo?.usageLimit ?? PROMO_RULES.usageLimitDefault,
  userUsageLimit: promo?.userUsageLimit ?? PROMO_RULES.userUsageLimitDefault,
  startDate: promo?.startDate ?? today,
  expiresAt: promo?.expiresAt ?? '',
  isActive: promo?.isActive ?? true,
  description: promo?.description ?? '',
});

interface Props {
  /** The promo being edited; null to add one. */
  promo: PromoCode | null;
  today: string;
  onDone: () => void;
}

/**
 * The admin promo form (docs/product/pages.md#routes and docs/product/validation.md#validation): the API's own DTO
 * checks it, so its rules and messages are the server's.
 */
export function PromoFormDialog({ promo, today, onDone }: Props) {
  const form = useForm<FormValues, unknown, PromoCodeDto>({
    resolver: dtoResolver<FormValues, PromoCodeDto>(PromoCodeDto),
    defaultValues: valuesOf(promo, today),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const { toast } = useToast();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const saving = create.isPending || update.isPending;
  const percentage = form.watch('discountType') === 'percentage';

  const onError = (error: Error) => {
    const { fields, message } = readApiError(error);
    if (!showFieldErrors(form.setError, fields, FIELDS)) {
      toast({ title: 'Promo code not saved', description: message ?? error.message, variant: 'destructive' });
    }
  };
  const onSubmit = form.handleSubmit((dto) => {
    const body: PromoCodeRequest = { ...dto, description: dto.description ?? null, expiresAt: dto.expiresAt ?? null };
    const onSuccess = (saved: PromoCode) => {
      toast({ title: promo ? 'Promo code updated' : 'Promo code created', description: saved.code });
      onDone();
    };
    if (promo) update.mutate({ id: promo.id, body }, { onSuccess, onError });
    else create.submit(body, { onSuccess, onError });
  });

  const number = { valueAsNumber: true } as const;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone()}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{promo ? `Edit ${promo.code}` : 'Add promo code'}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Codes are saved in capitals; a percentage is at most 100.
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="3">
            <FormField
              id="promo-code"
              label="Code"
              autoComplete="off"
              style={{ textTransform: 'uppercase' }}
              {...form.register('code')}
              error={errors.code?.message}
            />
            <Grid columns="2" gap="3">
              <Flex direction="column" gap="1">
                <Text size="2" weight="medium" id="promo-type-label">
                  Discount type
                </Text>
                <Controller
                  control={form.control}
                  name="discountType"
                  render={({ field }) => (
                    <Select.Root size="3" value={field.value} onValueChange={field.onChange}>
                      <Select.Trigger
                        ref={field.ref}
                        aria-labelledby="promo-type-label"
                        {...invalidProps('promo-type', errors.discountType?.message)}
                      />
                      <Select.Content position="popper">
                        <Select.Item value="percentage">Percentage</Select.Item>
                        <Select.Item value="fixed">Fixed amount</Select.Item>
                      </Select.Content>
                    </Select.Root>
                  )}
                />
                <FieldError id="promo-type-error" text={errors.discountType?.message} />
              </Flex>
              <FormField
                id="promo-value"
                label={percentage ? 'Discount (%)' : 'Discount ($)'}
                type="number"
                min={0}
                max={percentage ? PROMO_RULES.percentageMax : undefined}
                step={percentage ? 1 : 0.01}
                {...form.register('discountValue', number)}
                error={errors.discountValue?.message}
              />
              <FormField
                id="promo-usage-limit"
                label="Total usage limit"
                type="number"
                min={1}
                step={1}
                {...form.register('usageLimit', number)}
                error={errors.usageLimit?.message}
              />
              <FormField
                id="promo-user-limit"
                label="Uses per user"
                type="number"
                min={1}
                step={1}
                {...form.register('userUsageLimit', number)}
                error={errors.userUsageLimit?.message}
              />
              <FormField
                id="promo-start"
                label="Start date"
                type="date"
                {...form.register('startDate')}
                error={errors.startDate?.message}
              />
              <FormField
                id="promo-end"
                label="End date (optional)"
                type="date"
                {...form.register('expiresAt')}
                error={errors.expiresAt?.message}
              />
            </Grid>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="promo-description" size="2" weight="medium">
                Description (optional)
              </Text>
              <TextArea
                id="promo-description"
                rows={2}
                {...form.register('description')}
                {...invalidProps('promo-description', errors.description?.message)}
              />
              <FieldError id="promo-description-error" text={errors.description?.message} />
            </Flex>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Controller
                  control={form.control}
                  name="isActive"
                  render={({ field }) => (
                    <Switch ref={field.ref} checked={field.value} onCheckedChange={field.onChange} />
                  )}
                />
                Active
              </Flex>
            </Text>
          </Flex>
          <DialogFormFooter action={promo ? 'Save changes' : 'Create promo code'} loading={saving} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
