/**
 * A phone on a poor network retries: each host action needs an Idempotency-Key, so the retry replays the first answer
 * rather than doing the work twice (docs/product/hosts.md#retries).
 */
export const ONCE_PER_KEY = { idempotency: 'required' };
