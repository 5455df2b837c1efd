import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryEntity } from './audit-entry.entity';
import { AuditService } from './audit.service';

/** The audit trail, global: any domain records its changes in it (imported once by each app). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
