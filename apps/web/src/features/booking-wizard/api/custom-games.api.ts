import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomGame, CustomGameRequest } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { bookingWizardKeys } from './keys';

/** Approved custom games plus this browser's (or account's) own pending ones (docs/product/pages.md#custom-games). */
const customGamesQueryOptions = () =>
  queryOptions({
    queryKey: bookingWizardKeys.customGames(),
    queryFn: () => api.get<CustomGame[]>('/api/custom-games'),
  });

export const useCustomGames = () => useQuery(customGamesQueryOptions());

const createCustomGame = (body: CustomGameRequest, idempotencyKey: string) =>
  api.post<CustomGame>('/api/custom-games', body, idempotencyKey);

/**
 * docs/product/api.md#the-api: on success the custom-games list is refreshed, so the new idea appears in the picker.
 */
export function useCreateCustomGame() {
  const queryClient = useQueryClient();
  return useIntentMutation(createCustomGame, {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingWizardKeys.customGames() }),
  });
}
