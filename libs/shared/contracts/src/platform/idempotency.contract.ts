/** How long the API remembers an Idempotency-Key and replays its answer (docs/product/api.md#server-rules: 24 h). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/**
 * How long a claimed key may wait for its answer before a retry may take it over: longer than any request runs (the
 * database's statement timeout is 15 s), so only a claim whose process died mid-request is taken over.
 */
export const IDEMPOTENCY_IN_FLIGHT_LIMIT_SECONDS = 60;
