import { WAITLIST_PAGE_WORDS as W, type WaitlistTimesFreeDetails } from '@app/contracts';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';

/** Why POST /api/waitlist did not put the family on the list, as the join form says it. */
export type JoinRefusal =
  /** 409 WAITLIST_TIMES_FREE: the day still has free starts in the parts asked for; the form offers them. */
  | { kind: 'times-free'; message: string; day: string; times: string[] }
  /** A 400 naming the form's fields: said at each field. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** Anything else: the server's own sentence when it gave one (already waiting, a 429 with its wait), else ours. */
  | { kind: 'message'; message: string };

/** The server's answer read for the form: its code decides, never its wording. */
export function joinRefusal(error: unknown): JoinRefusal {
  const { code, message, fields, details } = readApiError(error);
  if (code === 'WAITLIST_TIMES_FREE' && message) {
    const free = details as Partial<WaitlistTimesFreeDetails> | undefined;
    return { kind: 'times-free', message, day: free?.day ?? '', times: free?.times ?? [] };
  }
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  const said = error instanceof ApiError && error.status < 500 && message;
  return { kind: 'message', message: said || W.failed };
}
