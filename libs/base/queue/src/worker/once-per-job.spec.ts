import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { oncePerJob, runningJob } from './once-per-job';

/** A BullMQ job as a retry finds it: its data as the last attempt left it in Redis. */
function fakeJob(data: Record<string, unknown> = {}, updateData?: (data: unknown) => Promise<void>) {
  const job = {
    id: 'event-1@bookings.email-parent',
    data,
    updateData: jest.fn(updateData ?? (async (next: Record<string, unknown>) => void (job.data = next))),
  };
  return job as typeof job & Job;
}

describe('oncePerJob', () => {
  it('makes the effect, then lists it in the job before the handler goes on to its database write', async () => {
    const job = fakeJob({ payload: { bookingId: 'b1' } });
    const effect = jest.fn(async () => undefined);
    const ran = await runningJob(job, async () => {
      const sent = await oncePerJob('mail:abc', effect);
      // The handler's record comes next: the step is in Redis already, whatever happens to that write.
      expect(job.updateData).toHaveBeenCalledWith({ payload: { bookingId: 'b1' }, done: ['mail:abc'] });
      return sent;
    });
    expect(ran).toBe(true);
    expect(effect).toHaveBeenCalledTimes(1);
  });

  it('skips the effect on a retry of a job that made it (its database write had failed), and runs the next one', async () => {
    const retry = fakeJob({ payload: {}, done: ['mail:abc'] });
    const effect = jest.fn(async () => undefined);
    const other = jest.fn(async () => undefined);
    await runningJob(retry, async () => {
      expect(await oncePerJob('mail:abc', effect)).toBe(false);
      expect(await oncePerJob('mail:def', other)).toBe(true);
    });
    expect(effect).not.toHaveBeenCalled();
    expect(other).toHaveBeenCalledTimes(1);
    expect(retry.data).toEqual({ payload: {}, done: ['mail:abc', 'mail:def'] });
  });

  it('lists nothing when the effect failed, so the retry makes it', async () => {
    const job = fakeJob();
    await expect(
      runningJob(job, () => oncePerJob('mail:abc', () => Promise.reject(new Error('SMTP away')))),
    ).rejects.toThrow('SMTP away');
    expect(job.updateData).not.toHaveBeenCalled();
  });

  it('goes on when Redis cannot take the record: the effect was made, the database write may still record it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const job = fakeJob({}, () => Promise.reject(new Error('Redis away')));
    await expect(runningJob(job, () => oncePerJob('mail:abc', async () => undefined))).resolves.toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ step: 'mail:abc' }), expect.any(String));
    warn.mockRestore();
  });

  it('keeps concurrent jobs apart, and simply runs the effect outside any job', async () => {
    const [a, b] = [fakeJob({ done: ['mail:abc'] }), fakeJob()];
    const effect = jest.fn(async () => undefined);
    await Promise.all([
      runningJob(a, () => oncePerJob('mail:abc', effect)),
      runningJob(b, () => oncePerJob('mail:abc', effect)),
    ]);
    expect(effect).toHaveBeenCalledTimes(1);
    expect(await oncePerJob('mail:abc', effect)).toBe(true);
    expect(effect).toHaveBeenCalledTimes(2);
  });
});
