import type { PromoCode, PromoCodeRequest } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { promoCodeKeys } from './keys';

/** docs/product/api.md#the-api GET /api/admin/promo-codes. */
const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: promoCodeKeys.list(), queryFn: () => api.get<PromoCode[]>('/api/admin/promo-codes') });

export const usePromoCodes = () => useQuery(promoCodesQueryOptions());

const useRefreshPromoCodes = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.list() });
};

/** POST (with the intent's Idempotency-Key, docs/product/api.md#the-api). */
export function useCreatePromoCode() {
  const refresh = useRefreshPromoCodes();
  return useIntentMutation(
    (body: PromoCodeRequest, key: string) => api.post<PromoCode>('/api/admin/promo-codes', body, key),
    { onSuccess: () => void refresh() },
  );
}

/** PUT /api/admin/promo-codes/{id}: the same body as create. */
export function useUpdatePromoCode() {
  const refresh = useRefreshPromoCodes();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: PromoCodeRequest }) =>
      (await apiRequest('PUT', `/api/admin/promo-codes/${id}`, body)).json() as Promise<PromoCode>,
    onSuccess: () => void refresh(),
  });
}

export function useDeletePromoCode() {
  const refresh = useRefreshPromoCodes();
  return useMutation({
    mutationFn: async (id: number) => void (await apiRequest('DELETE', `/api/admin/promo-codes/${id}`)),
    onSuccess: () => void refresh(),
  });
}
