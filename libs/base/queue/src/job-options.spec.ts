import { jobOptionsFor } from './job-options';

describe('job options', () => {
  it('gives e-mail jobs hours of retries, so an SMTP outage loses nothing', () => {
    const { attempts, backoff } = jobOptionsFor('email', {});
    expect(attempts).toBe(13);
    expect(backoff).toEqual({ type: 'exponential', delay: 5000 });
    // BullMQ waits delay * 2^(n-1) before retry n: the retries span more than five hours.
    const totalMs = Array.from({ length: attempts! - 1 }, (_, n) => 5000 * 2 ** n).reduce((a, b) => a + b);
    expect(totalMs / 3_600_000).toBeCloseTo(5.7, 1);
  });

  it('keeps the defaults for other queues, and a declaration overrides both', () => {
    expect(jobOptionsFor('default', {})).toMatchObject({ attempts: 6, removeOnFail: false });
    expect(jobOptionsFor('email', { attempts: 2 })).toMatchObject({ attempts: 2, removeOnFail: false });
  });
});
