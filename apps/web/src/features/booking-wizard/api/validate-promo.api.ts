import type { PromoValidationRequest, PromoValidationResult } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

const validatePromo = (body: PromoValidationRequest, idempotencyKey: string) =>
  api.post<PromoValidationResult>('/api/promo/validate', body, idempotencyKey);

/**
 * docs/product/api.md#the-api POST /api/promo/validate with the booking id, so the answer carries the discount on its
 * server total.
 */
export const useValidatePromo = () => useIntentMutation(validatePromo);
