import { readApiError } from '@/lib/api-error';

/** When the server gave no readable message (network down, proxy error page). */
const FALLBACK_ERROR = 'Something went wrong. Please check your connection and try again.';

/**
 * Splits a failed request into messages for the form's own fields and one banner message. The banner is shown
 * only when no field message explains the failure (401 wrong credentials, 429 throttled, a network error...).
 */
export function formErrors(
  error: unknown,
  fieldNames: readonly string[],
): { fields: Record<string, string>; banner?: string } {
  if (!error) return { fields: {} };
  const { message, fields } = readApiError(error);
  const own = Object.fromEntries(Object.entries(fields).filter(([name]) => fieldNames.includes(name)));
  return { fields: own, banner: Object.keys(own).length ? undefined : (message ?? FALLBACK_ERROR) };
}
