/** How long the API remembers an Idempotency-Key and replays its answer (DESIGN §3: 24 h). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
