import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The response is not read (docs/product/api.md#the-api). */
const logout = () => api.post<void>('/api/logout');

/**
 * Only the call: clearing the cached user is the caller's move, because WHEN matters. Clearing it while a guarded
 * page is still on screen would make that page's guard announce "Authentication Required" on the way out.
 */
export const useLogout = () => useMutation({ mutationFn: logout });
