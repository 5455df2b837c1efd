import { QueryFailedError } from 'typeorm';
import { PlatformException } from '@app/platform';
import { heldAllowance, heldLimitRefusal } from './concurrent-limits';
import { RATE_LIMITS } from './rate-limits';

/** A failed COMMIT as TypeORM throws it, with node-postgres's error (SQLSTATE in `code`, DETAIL in `detail`). */
const failedCommit = (code: string, detail?: string) =>
  new QueryFailedError('COMMIT', [], Object.assign(new Error('concurrent limit passed'), { code, detail }));

describe('heldLimitRefusal: a COMMIT the check at commit failed is the limit’s 429', () => {
  it('answers RATE_LIMITED with the limit’s message and Retry-After until the first hold lapses', () => {
    const firstLapse = new Date(Date.now() + 90_000).toISOString();
    const refusal = heldLimitRefusal(
      failedCommit('CP429', JSON.stringify({ limit: 'unpaid-holds-email', firstLapse })),
    ) as PlatformException;
    expect(refusal).toBeInstanceOf(PlatformException);
    expect(refusal.code).toBe('RATE_LIMITED');
    expect(refusal.headers).toEqual({ 'Retry-After': '90' });
    expect(refusal.message).toBe(RATE_LIMITS['unpaid-holds-email'].message(90));
  });

  it("answers a budget's refusal with its own message, Retry-After until enough of its minutes left the window", () => {
    const firstLapse = new Date(Date.now() + 5 * 3600_000).toISOString();
    const refusal = heldLimitRefusal(
      failedCommit('CP429', JSON.stringify({ limit: 'reservation-minutes', firstLapse })),
    ) as PlatformException;
    expect(refusal.code).toBe('RATE_LIMITED');
    expect(refusal.headers).toEqual({ 'Retry-After': String(5 * 3600) });
    expect(refusal.message).toBe(RATE_LIMITS['reservation-minutes'].message(5 * 3600));
  });

  it('allows a budget its minutes and a concurrent limit its holds at once, both times RATE_LIMIT_FACTOR', () => {
    expect(heldAllowance('reservation-minutes', 1)).toBe(RATE_LIMITS['reservation-minutes'].minutes);
    expect(heldAllowance('reservations-held', 3)).toBe(RATE_LIMITS['reservations-held'].atOnce * 3);
  });

  it('leaves any other error as it is', () => {
    const deadlock = failedCommit('40P01');
    expect(heldLimitRefusal(deadlock)).toBe(deadlock);
    const plain = new Error('boom');
    expect(heldLimitRefusal(plain)).toBe(plain);
    expect(heldLimitRefusal(undefined)).toBeUndefined();
  });
});
