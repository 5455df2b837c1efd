import type { AccountDeleted, DeleteAccountRequest } from '@app/contracts';
import { apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

/** GET /api/user/data: the file and the name the api gave it (`my-data-<day>.json`). */
export async function fetchUserData(): Promise<{ file: Blob; name: string }> {
  const response = await apiRequest('GET', '/api/user/data');
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'my-data.json';
  return { file: await response.blob(), name };
}

const deleteAccount = async (body: DeleteAccountRequest, idempotencyKey: string): Promise<AccountDeleted> =>
  (await apiRequest('DELETE', '/api/user', body, idempotencyKey)).json() as Promise<AccountDeleted>;

/**
 * DELETE /api/user: the session ends with its answer, so the caller signs the page out once the parent has read what
 * happened (docs/product/privacy.md#deleting-an-account).
 */
export const useDeleteAccount = () => useIntentMutation(deleteAccount);
