/**
 * The minutes one client address's reservations held within a rolling window, as RATE_LIMITS['reservation-minutes']
 * counts them (`count_<limit>`), and from when a new reservation fits its budget again (`lapse_<limit>`); `limit` is
 * the budget's place among the limits checked together. Each reservation made in the window counts from its creation
 * to its release or its expiry, whichever came first: one released at once (a time changed, a booking that took it
 * over) costs its seconds, a lapsed one its whole life, a live one its life so far plus what is left of it (a refresh
 * lengthens it). A reservation counts whole while its creation is in the window, so the minutes come back as each one
 * leaves it: the earliest leaving after which what is still counted fits the budget is the Retry-After (the refused
 * reservation, the newest, is among what stays, as it would be when asked again). The other arguments are SQL
 * expressions of the text[] parameter: the address, the window in seconds and the budget in minutes. It reads
 * allocations_reservation_address_idx (reservations by address and creation); the rows outlive the window, since
 * housekeeping keeps reservations a day past their expiry (RETENTION.reservations).
 */
export const reservedMinutesSql = (
  limit: number,
  address: string,
  windowSeconds: string,
  budgetMinutes: string,
): string => `
  SELECT ceil(coalesce(sum(minutes), 0))::int AS count_${limit},
         min(leaves_window) FILTER (WHERE total - gone <= ${budgetMinutes}::numeric) AS lapse_${limit}
  FROM (
    SELECT minutes, created_at + make_interval(secs => ${windowSeconds}::double precision) AS leaves_window,
           sum(minutes) OVER () AS total,
           sum(minutes) OVER (ORDER BY created_at, id ROWS UNBOUNDED PRECEDING) AS gone
    FROM (
      SELECT id, created_at, extract(epoch FROM least(released_at, hold_expires_at) - created_at) / 60 AS minutes
      FROM allocations
      WHERE kind = 'reservation' AND client_address = ${address}
        AND created_at > now() - make_interval(secs => ${windowSeconds}::double precision)
    ) made
  ) running`;
