import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '@app/audit';
import type { AdminWaiverSettings, SaveWaiverSettingsRequest, WaiverText } from '@app/contracts';
import { WaiverSettingsEntity } from './entities/waiver-settings.entity';
import { WaiverSignatureEntity } from './entities/waiver-signature.entity';
import { WaiverVersionEntity } from './entities/waiver-version.entity';
import { waiverTextHash } from './waiver-text-hash';

/** What the business asks now: waivers on or off, whether a child may arrive without one, and the text to sign. */
export interface WaiverPolicy {
  enabled: boolean;
  arriveWithoutWaiver: boolean;
  /** The text families sign now: null until one was saved. Waivers are asked only when on and a text exists. */
  current: WaiverText | null;
}

const textOf = (v: WaiverVersionEntity): WaiverText => ({
  version: v.version,
  text: v.text,
  textHash: v.textHash,
  createdAt: v.createdAt.toISOString(),
});

/**
 * The waiver's settings and versioned text (docs/product/waivers.md#the-text), in this lib's own tables: read on
 * every signature and check-in (one small row and the latest version), saved by the admin. A save whose text differs
 * from the current version's adds a version; the switches are recorded in the settings' history.
 */
@Injectable()
export class WaiverPolicies {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async policy(manager: EntityManager = this.dataSource.manager): Promise<WaiverPolicy> {
    const [settings, latest] = await Promise.all([
      manager.findOneBy(WaiverSettingsEntity, { id: 1 }),
      manager.findOne(WaiverVersionEntity, { where: {}, order: { version: 'DESC' } }),
    ]);
    const current = latest ? textOf(latest) : null;
    return {
      enabled: Boolean(settings?.waiversEnabled && current),
      arriveWithoutWaiver: settings?.arriveWithoutWaiver ?? false,
      current,
    };
  }

  /** The texts of these versions, by number (the party's PDF prints each signature's own). */
  async texts(versions: number[]): Promise<Map<number, WaiverText>> {
    const rows = versions.length
      ? await this.dataSource.manager.findBy(WaiverVersionEntity, { version: In(versions) })
      : [];
    return new Map(rows.map((v) => [v.version, textOf(v)]));
  }

  async adminView(): Promise<AdminWaiverSettings> {
    const [policy, settings, versions] = await Promise.all([
      this.policy(),
      this.dataSource.manager.findOneBy(WaiverSettingsEntity, { id: 1 }),
      this.dataSource.manager
        .createQueryBuilder(WaiverVersionEntity, 'v')
        .select(['v.version AS version', 'v.text_hash AS "textHash"', 'v.created_at AS "createdAt"'])
        .addSelect('v.created_by_name', 'createdBy')
        .addSelect(
          (q) => q.select('count(*)::int').from(WaiverSignatureEntity, 's').where('s.version = v.version'),
          'signatures',
        )
        .orderBy('v.version', 'DESC')
        .getRawMany<{ version: number; textHash: string; createdAt: Date; createdBy: string; signatures: number }>(),
    ]);
    return {
      waiversEnabled: settings?.waiversEnabled ?? false,
      arriveWithoutWaiver: policy.arriveWithoutWaiver,
      current: policy.current,
      versions: versions.map((v) => ({ ...v, createdAt: new Date(v.createdAt).toISOString() })),
    };
  }

  /** Saves the switches, and the text as a new version when it changed; both in the history of the settings. */
  async save(dto: SaveWaiverSettingsRequest, actor: AuditActor): Promise<AdminWaiverSettings> {
    await this.dataSource.transaction(async (manager) => {
      // The row lock orders two admins' saves, so versions are numbered one after the other.
      const before = await manager.findOne(WaiverSettingsEntity, {
        where: { id: 1 },
        lock: { mode: 'pessimistic_write' },
      });
      await manager.upsert(
        WaiverSettingsEntity,
        {
          id: 1,
          waiversEnabled: dto.waiversEnabled,
          arriveWithoutWaiver: dto.arriveWithoutWaiver,
          updatedAt: new Date(),
        },
        ['id'],
      );
      const latest = await manager.findOne(WaiverVersionEntity, { where: {}, order: { version: 'DESC' } });
      const textHash = waiverTextHash(dto.text);
      const newVersion = dto.text !== '' && textHash !== latest?.textHash ? (latest?.version ?? 0) + 1 : null;
      if (newVersion !== null) {
        await manager.insert(WaiverVersionEntity, {
          version: newVersion,
          text: dto.text,
          textHash,
          createdById: actor.id,
          createdByName: actor.name,
        });
      }
      const was = {
        waiversEnabled: before?.waiversEnabled ?? false,
        arriveWithoutWaiver: before?.arriveWithoutWaiver ?? false,
      };
      const now = { waiversEnabled: dto.waiversEnabled, arriveWithoutWaiver: dto.arriveWithoutWaiver };
      if (
        newVersion === null &&
        was.waiversEnabled === now.waiversEnabled &&
        was.arriveWithoutWaiver === now.arriveWithoutWaiver
      ) {
        return;
      }
      await this.audit.record(manager, {
        subject: 'settings',
        subjectId: 'waivers',
        action: 'settings_changed',
        actor,
        before: { ...was, waiverVersion: latest?.version ?? null },
        after: { ...now, waiverVersion: newVersion ?? latest?.version ?? null },
      });
    });
    return this.adminView();
  }
}
