import { Module } from '@nestjs/common';
import { AdminWorkerModule } from '@app/admin';
import { AlbumsWorkerModule } from '@app/albums';
import { AuditModule } from '@app/audit';
import { BackupWorkerModule } from '@app/backup';
import { BookingsWorkerModule } from '@app/bookings';
import { ConfigModule } from '@app/config';
import { ContactWorkerModule } from '@app/contact';
import { JobDatabaseModule } from '@app/database';
import { DocumentsWorkerModule } from '@app/documents';
import { MetricsModule, MetricsServer } from '@app/metrics';
import { PartyWorkerModule } from '@app/party';
import { PaymentsWorkerModule, RefundRetriesWorkerModule } from '@app/payments';
import { PrivacyWorkerModule } from '@app/privacy';
import { QueueWorkerModule, RedisWatchModule } from '@app/queue';
import { ReviewsWorkerModule } from '@app/reviews';
import { RosterWorkerModule } from '@app/roster';
import { SettingsModule } from '@app/settings';
import { WaitlistWorkerModule } from '@app/waitlist';
import { WaiversWorkerModule } from '@app/waivers';
import { HEARTBEAT_FILE } from './heartbeat';
import { HEARTBEAT_PATH, HeartbeatService } from './heartbeat.service';

/** Which domain runs which jobs: each module's @OnEvent/@OnJob handlers (the start-up check wants each job once). */
export const WORKER_DOMAINS = [
  ContactWorkerModule,
  BookingsWorkerModule,
  DocumentsWorkerModule,
  PaymentsWorkerModule,
  RefundRetriesWorkerModule,
  AdminWorkerModule,
  PartyWorkerModule,
  RosterWorkerModule,
  ReviewsWorkerModule,
  AlbumsWorkerModule,
  PrivacyWorkerModule,
  BackupWorkerModule,
  WaitlistWorkerModule,
  WaiversWorkerModule,
];

/**
 * The worker: no HTTP app; the outbox relay, one generic worker per queue, housekeeping and one import per domain,
 * the heartbeat, and its metrics on a small server of their own (127.0.0.1:WORKER_METRICS_PORT).
 */
@Module({
  imports: [
    ConfigModule,
    JobDatabaseModule,
    MetricsModule.forRoot('worker'),
    AuditModule,
    SettingsModule,
    QueueWorkerModule,
    RedisWatchModule,
    ...WORKER_DOMAINS,
  ],
  providers: [{ provide: HEARTBEAT_PATH, useValue: HEARTBEAT_FILE }, HeartbeatService, MetricsServer],
})
export class WorkerModule {}
