import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReserveTimeRequest, SlotRefusalDetails } from '@app/contracts';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { releaseReservation, reserveTime } from '../api/reservations.api';
import { reservationAtom } from '../state/reservation.atom';
import { timeNotFree, type SlotNotice } from './slot-notice';
import { dueForRefresh, holdsTime, isLive, wantedTime } from './time-reservation';

const ACTIVITY = ['pointerdown', 'keydown'] as const;
/** setTimeout's longest delay (a signed 32-bit count of milliseconds); a longer one fires at once. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;
const keyOf = (time: ReserveTimeRequest) => `${time.eventDate} ${time.eventTime} ${time.games}`;

/**
 * The time chosen at step 2 stays the parent's. Choosing it reserves it (POST /api/reservations); another time or more
 * games reserve again (the server releases the browser's old one in the same step), no time releases it; a click or a
 * key press after half its life refreshes it (the same POST), and so does one after it lapsed. A refusal (taken
 * meanwhile, or too short for the games chosen now) goes to `onRefused` with the nearest free times at once, whatever
 * the step. Offline, throttled or failing otherwise, the wizard carries on without a reservation and says so
 * (`unheld`, with the limit's own sentence when one refused it: `refusal`); the parent's next click or key asks again
 * (not before a 429's Retry-After), and Submit claims the time as it always did. `held` is the live reservation of the chosen time (its token travels with Submit).
 */
export function useTimeReservation({
  enabled,
  eventDate,
  eventTime,
  games,
  onRefused,
}: {
  /** Once the form holds the draft (a pre-rendered page reserves nothing). */
  enabled: boolean;
  eventDate: string;
  eventTime: string;
  games: number;
  onRefused: (notice: SlotNotice) => void;
}) {
  const [held, setHeld] = useAtom(reservationAtom);
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef({ held, onRefused });
  latest.current = { held, onRefused };
  /** The time last asked for: an answer to an older request is dropped. */
  const asked = useRef<string | null>(null);
  /** The time asked for whose answer is awaited: activity does not ask again meanwhile. */
  const inFlight = useRef<string | null>(null);
  /**
   * The time whose reservation failed other than by a refusal, from when asking again is worth it, and the sentence
   * of the abuse limit that refused it (a 429), if one did.
   */
  const [failed, setFailed] = useState<{ key: string; retryAt: number; refusal: string | null } | null>(null);

  const reserve = useCallback(
    (time: ReserveTimeRequest) => {
      const askKey = keyOf(time);
      if (inFlight.current === askKey) return;
      asked.current = askKey;
      inFlight.current = askKey;
      const before = latest.current.held;
      reserveTime(time).then(
        (reservation) => {
          if (inFlight.current === askKey) inFlight.current = null;
          if (asked.current !== askKey) return;
          setFailed(null);
          setHeld({ ...time, ...reservation, reservedAt: new Date().toISOString() });
          setNow(Date.now());
        },
        (error: unknown) => {
          if (inFlight.current === askKey) inFlight.current = null;
          if (asked.current !== askKey) return;
          const { code, message, details } = readApiError(error);
          if (code !== 'SLOT_TAKEN' && code !== 'SLOT_NOT_OFFERED') {
            const wait = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) : 0;
            const refusal = code === 'RATE_LIMITED' && message ? message : null;
            setFailed({ key: askKey, retryAt: Date.now() + wait * 1000, refusal });
            return;
          }
          setFailed(null);
          setHeld(null);
          const alternatives = (details as Partial<SlotRefusalDetails> | undefined)?.alternatives ?? [];
          // The same start reserved for fewer games: say that the longer event no longer fits there.
          const longer =
            before?.eventDate === time.eventDate && before.eventTime === time.eventTime && before.games < time.games;
          latest.current.onRefused({
            message: longer || !message ? timeNotFree(time.eventTime, time.eventDate, time.games) : message,
            alternatives,
          });
        },
      );
    },
    [setHeld],
  );

  useEffect(() => {
    if (!enabled) return;
    const wanted = wantedTime(eventDate, eventTime, games);
    const current = latest.current.held;
    if (!wanted) {
      asked.current = null;
      if (current) {
        void releaseReservation(current.token);
        setHeld(null);
      }
      return;
    }
    if (!holdsTime(current, wanted) || !isLive(current)) reserve(wanted);
  }, [enabled, eventDate, eventTime, games, reserve, setHeld]);

  // Refresh while the parent is active, or ask again after a failure; re-render when it lapses, so the hold line
  // never outlives it.
  useEffect(() => {
    const wanted = wantedTime(eventDate, eventTime, games);
    if (!enabled || !wanted) return;
    const holding = holdsTime(held, wanted);
    const retryAt = failed?.key === keyOf(wanted) ? failed.retryAt : null;
    if (!holding && retryAt === null) return;
    const onActivity = () => {
      if (holding ? dueForRefresh(held) : Date.now() >= retryAt!) reserve(wanted);
    };
    ACTIVITY.forEach((type) => window.addEventListener(type, onActivity, { passive: true }));
    const untilLapse = holding ? Math.max(0, Date.parse(held.expiresAt) - Date.now()) + 50 : null;
    const lapse =
      untilLapse === null ? undefined : setTimeout(() => setNow(Date.now()), Math.min(untilLapse, LONGEST_TIMEOUT_MS));
    return () => {
      ACTIVITY.forEach((type) => window.removeEventListener(type, onActivity));
      clearTimeout(lapse);
    };
  }, [enabled, held, failed, eventDate, eventTime, games, reserve]);

  const wanted = enabled ? wantedTime(eventDate, eventTime, games) : null;
  const chosen = holdsTime(held, wanted) ? held : null;
  const unheld = Boolean(wanted && !chosen && failed?.key === keyOf(wanted));
  return {
    /** The live reservation of the chosen time. */
    held: chosen && isLive(chosen, now) ? chosen : null,
    /** The chosen time's reservation lapsed while the parent was away (their next click or key asks again). */
    lapsed: Boolean(chosen && !isLive(chosen, now)),
    /** The chosen time could not be reserved (offline, throttled, a server failure): it is not held yet. */
    unheld,
    /** Why not, when an abuse limit refused it (429 RATE_LIMITED): the limit's sentence, with its wait. */
    refusal: unheld ? (failed?.refusal ?? null) : null,
    /**
     * What Submit sends: the chosen time's token, even lapsed (the booking releases it as its claim runs; a lapsed
     * one blocks nobody either way).
     */
    token: chosen?.token,
    /** Forget it without releasing it: a booking took it over. */
    forget: () => {
      asked.current = null;
      setHeld(null);
    },
    /** Release it: the parent's booking of that time already stood (409 ALREADY_BOOKED), it holds a team for nothing. */
    release: () => {
      asked.current = null;
      if (held) void releaseReservation(held.token);
      setHeld(null);
    },
  };
}
