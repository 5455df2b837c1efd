import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { answerLost, type ApiError } from '@/lib/api-client';

/** One user action: the content sent and the Idempotency-Key every send of it carries. */
export interface Intent {
  key: string;
  body: string;
}

/**
 * Where an intent outlives the page (a reload after a Submit whose answer never came sends the same key again, so the
 * server answers with the booking it made rather than make another).
 */
export interface IntentStore {
  read(): Intent | null;
  write(intent: Intent | null): void;
}

/**
 * A mutation whose Idempotency-Key belongs to the user's intent (docs/product/api.md#the-api,
 * docs/product/api.md#server-rules), not to one fetch: sending the same content again (a retry after a dropped
 * connection or a 5xx) reuses the key, so the server stores the message or charges the payment once and replays its
 * first answer. The intent ends, and the next send gets a new key, when the content changes or the server has answered
 * for good (a success, or a refusal that a retry would only repeat). `submit` ignores a second send while one is in
 * flight (a double click sends once).
 */
export function useIntentMutation<TData, TBody>(
  send: (body: TBody, idempotencyKey: string) => Promise<TData>,
  options: { onSuccess?: (data: TData) => void; store?: IntentStore } = {},
) {
  const intent = useRef<Intent | null>(null);
  const busy = useRef(false);
  const keep = (next: Intent | null) => {
    intent.current = next;
    options.store?.write(next);
  };

  const mutation = useMutation<TData, Error, TBody>({
    mutationFn: async (body) => {
      const text = JSON.stringify(body);
      intent.current ??= options.store?.read() ?? null;
      if (intent.current?.body !== text) keep({ key: crypto.randomUUID(), body: text });
      const current = intent.current!;
      try {
        const data = await send(body, current.key);
        if (intent.current === current) keep(null);
        return data;
      } catch (error) {
        if (intent.current === current && answeredForGood(error)) keep(null);
        throw error;
      } finally {
        busy.current = false;
      }
    },
    onSuccess: options.onSuccess,
    // React-query's default ('online') holds a mutation while the browser is offline ("Submitting..." without end) and
    // sends it on reconnect, when the user may have given up: a booking landed unseen. Sent at once, it fails at once,
    // the user is told, and the kept key makes their retry safe.
    networkMode: 'always',
  });

  const submit = (body: TBody, callbacks?: MutateOptions<TData, Error, TBody>) => {
    if (busy.current) return;
    busy.current = true;
    mutation.mutate(body, callbacks);
  };

  return { ...mutation, submit };
}

/**
 * A 4xx is the server's settled answer to this content. A lost answer (see answerLost) and a 409, which may mean
 * "still processing", keep the key.
 */
const answeredForGood = (error: unknown) => !answerLost(error) && (error as ApiError).status !== 409;
