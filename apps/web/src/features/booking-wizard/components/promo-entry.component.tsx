import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { PROMO_MESSAGES } from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';
import { FieldError } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { useValidatePromo } from '../api/validate-promo.api';
import { appliedPromoAtom } from '../state/applied-promo.atom';

/**
 * docs/product/states.md#states-and-transitions, docs/product/validation.md#validation and
 * docs/product/errors.md#errors promo entry: the code is uppercased and trimmed; the server checks it against this
 * booking and says how much it takes off. An invalid code or a failed check resets the discount and clears the promo.
 */
export function PromoEntry({ bookingId }: { bookingId: string }) {
  const [applied, setApplied] = useAtom(appliedPromoAtom);
  const [code, setCode] = useState(applied?.bookingId === bookingId ? applied.promoCode.code : '');
  const [error, setError] = useState<string>();
  const validate = useValidatePromo();
  const { toast } = useToast();

  const fail = (message: string) => {
    setApplied(null);
    setError(message);
    toast({ title: message, variant: 'destructive' });
  };

  const apply = () => {
    const cleaned = code.trim().toUpperCase();
    setCode(cleaned);
    if (!cleaned) {
      setApplied(null);
      setError(PROMO_MESSAGES.enterCode);
      return;
    }
    setError(undefined);
    validate.submit(
      { code: cleaned, bookingId },
      {
        onSuccess: (result) => {
          const discountCents = result.discountAmount ? dollarsToCents(result.discountAmount) : undefined;
          if (!result.valid || !result.promoCode || discountCents === undefined) {
            fail(result.error || PROMO_MESSAGES.invalid);
            return;
          }
          setApplied({ bookingId, promoCode: result.promoCode, discountCents });
          toast({ title: PROMO_MESSAGES.applied, description: `You save ${formatUsd(discountCents)}.` });
        },
        // A refusal the server explains (e.g. too many attempts) shows its text; no answer at all is a failed check.
        onError: (err) => {
          const { message } = readApiError(err);
          fail(err instanceof ApiError && err.status < 500 && message ? message : PROMO_MESSAGES.failed);
        },
      },
    );
  };

  const current = applied?.bookingId === bookingId ? applied : null;
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor="promo-code" size="2" weight="medium">
        Promo code
      </Text>
      <Flex gap="2">
        <TextField.Root
          id="promo-code"
          size="3"
          className="grow promo-input"
          placeholder="Enter code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : undefined}
        />
        <Button type="button" size="3" variant="soft" onClick={apply} disabled={validate.isPending}>
          {validate.isPending ? 'Checking...' : 'Apply'}
        </Button>
      </Flex>
      <FieldError id="promo-code-error" text={error} />
      {current && !error && (
        <Text size="2" color="green" role="status">
          {PROMO_MESSAGES.applied} {current.promoCode.code}: −{formatUsd(current.discountCents)}
        </Text>
      )}
    </Flex>
  );
}
