import { Injectable, Module } from '@nestjs/common';
import { ContactWorkerModule } from '@app/contact';
import { OnEvent, OnJob } from '@app/queue';
import { startTestWorker } from '@app/testing';
import { WORKER_DOMAINS } from './worker.module';

@Injectable()
class SecondPrune {
  @OnJob({ name: 'housekeeping.prune', queue: 'housekeeping' })
  async prune(): Promise<void> {}
}
@Module({ providers: [SecondPrune] })
class SecondPruneModule {}

@Injectable()
class Impostor {
  @OnEvent({ event: 'contact.received', handler: 'contact.notify-business', queue: 'default' })
  async notify(): Promise<void> {}
}
@Module({ providers: [Impostor] })
class ImpostorModule {}

/** The worker refuses to start, naming the culprits, when its handlers are inconsistent. */
describe('worker start-up check', () => {
  it("starts the worker's own domains: every job handled once, every event subscribed", async () => {
    const worker = await startTestWorker({ imports: WORKER_DOMAINS, check: 'complete' });
    await worker.close();
  });

  it('refuses an event without subscribers', async () => {
    await expect(startTestWorker({ check: 'complete' })).rejects.toThrow(
      "event 'contact.received' has no @OnEvent subscriber",
    );
  });

  it('refuses a job with two handlers', async () => {
    await expect(startTestWorker({ imports: [SecondPruneModule] })).rejects.toThrow(
      "'housekeeping.prune' has 2 handlers (HousekeepingService.prune, SecondPrune.prune)",
    );
  });

  it('refuses two subscribers with one handler id', async () => {
    await expect(startTestWorker({ imports: [ContactWorkerModule, ImpostorModule] })).rejects.toThrow(
      "'contact.notify-business' has 2 handlers (ContactNotifier.notify, Impostor.notify)",
    );
  });
});
