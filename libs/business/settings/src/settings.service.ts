import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type AuditActor, type AuditFields } from '@app/audit';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  ALBUM_RETENTION_DAYS,
  DEFAULT_BUSINESS_NAME,
  DEFAULT_WAITLIST_OFFER_MINUTES,
  placeholdersIn,
  SETTINGS_FIELDS,
  SETTINGS_MESSAGES,
  type AdminSettings,
  type BusinessSettings,
  todayIn,
  type SettingsField,
} from '@app/contracts';
import { PlatformException } from '@app/platform';
import { BusinessSettingsEntity } from './business-settings.entity';
import { SettingsChanges } from './settings-changes';

/**
 * How long a process trusts its copy without hearing of a change: the backstop for a change announced while Redis was
 * away (SettingsChanges makes the usual case immediate). Short enough that a missed announcement costs half a minute.
 */
const SETTINGS_CACHE_MS = 30_000;

/**
 * What a lib above settings does in a save's own transaction when the settings it keeps change (availability moves its
 * allocations to the new time zone's clock): registered with `onSave`, so this lib imports none of them.
 */
export type SettingsSaveStep = (
  manager: EntityManager,
  before: BusinessSettings,
  next: BusinessSettings,
) => Promise<void>;

/**
 * The one place the business's details and booking rules are read: the site, the e-mails, the documents and the booking
 * engine (time zone, hold, minimum notice), so an admin's save shows without a restart. Held in memory per process and
 * read at start-up, so neither `current()` nor `snapshot()` needs a database connection: readers inside a transaction
 * would otherwise hold one connection while waiting for another, and under a race of bookings run the pool dry. A save
 * replaces this process's copy at once; other processes hear of it (SettingsChanges) and read the row again, answering
 * with their previous copy for the few milliseconds that takes.
 */
@Injectable()
export class SettingsService implements OnModuleInit {
  private readonly logger = new Logger('Settings');
  private cached?: { settings: BusinessSettings; at: number };
  /** The read under way, shared by every caller that needs it. */
  private loading?: Promise<BusinessSettings>;
  /** Bumped by each change: a read that began before it does not keep what it read. */
  private generation = 0;
  private readonly saveSteps: SettingsSaveStep[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly changes: SettingsChanges,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    changes.onChange(() => {
      this.generation++;
      this.refresh();
    });
  }

  async onModuleInit(): Promise<void> {
    await this.load();
  }

  async current(): Promise<BusinessSettings> {
    return this.cached ? this.snapshot() : this.load();
  }

  /**
   * The copy in hand, without waiting: what the booking engine reads on its hot paths and inside transactions (its
   * time zone, hold and minimum notice), where awaiting a read of the row would hold one pooled connection while
   * asking for another. Loaded at start-up; a copy past SETTINGS_CACHE_MS is read again in the background while this
   * one answers. Before start-up's read (only configureHttp's pipe exists then) the environment's values stand.
   */
  snapshot(): BusinessSettings {
    if (!this.cached) return this.defaults();
    if (Date.now() - this.cached.at >= SETTINGS_CACHE_MS && !this.loading) this.refresh();
    return this.cached.settings;
  }

  /** The business's calendar day now, on its clock (BUSINESS_TODAY: the validation pipe's day bounds). */
  today(): string {
    return todayIn(this.snapshot().timeZone);
  }

  /** Runs `step` inside every save's transaction, after the row is written: a failure undoes the save. */
  onSave(step: SettingsSaveStep): void {
    this.saveSteps.push(step);
  }

  async adminView(): Promise<AdminSettings> {
    const settings = await this.current();
    return { settings, placeholders: placeholdersIn(settings) };
  }

  /** Saves every setting and records who changed which, old → new, in the same transaction. */
  async update(next: BusinessSettings, actor: AuditActor): Promise<AdminSettings> {
    await this.dataSource.transaction(async (manager) => {
      // The row lock orders two admins' saves, so each audit entry's "before" is what that save replaced.
      const row = await manager
        .getRepository(BusinessSettingsEntity)
        .findOne({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const before = row ? pick(row) : this.defaults();
      if (next.timeZone !== before.timeZone) await assertPostgresKnows(manager, next.timeZone);
      await manager.upsert(BusinessSettingsEntity, { id: 1, ...pick(next), updatedAt: new Date() }, ['id']);
      for (const step of this.saveSteps) await step(manager, before, next);
      const changed = SETTINGS_FIELDS.filter((f) => auditValue(before[f]) !== auditValue(next[f]));
      if (changed.length === 0) return;
      await this.audit.record(manager, {
        subject: 'settings',
        subjectId: 'business',
        action: 'settings_changed',
        actor,
        before: fieldsOf(before, changed),
        after: fieldsOf(next, changed),
      });
    });
    this.generation++;
    this.cached = { settings: pick(next), at: Date.now() };
    await this.changes.announce();
    return this.adminView();
  }

  /** The environment's values (README "Configuration"): what stands until an admin saves. */
  defaults(): BusinessSettings {
    const { business, cancellation, availability, roster } = this.config;
    return {
      businessName: DEFAULT_BUSINESS_NAME,
      phone: business.phone,
      email: business.email,
      postalAddress: '',
      serviceArea: business.serviceArea,
      serviceStates: business.servedPlaces.states,
      serviceZipPrefixes: business.servedPlaces.zipPrefixes,
      timeZone: business.timeZone,
      facebookUrl: business.social.facebook ?? null,
      instagramUrl: business.social.instagram ?? null,
      twitterUrl: business.social.twitter ?? null,
      googleReviewUrl: null,
      taxNote: '',
      cancellationFeePercent: cancellation.feePercent,
      holdMinutes: availability.holdMinutes,
      minimumNoticeHours: availability.minimumNoticeHours,
      waitlistOfferMinutes: DEFAULT_WAITLIST_OFFER_MINUTES,
      rosterRetentionDays: roster.retentionDays,
      albumRetentionDays: ALBUM_RETENTION_DAYS,
    };
  }

  /** Reads the row, one read at a time: callers meanwhile share it. */
  private load(): Promise<BusinessSettings> {
    this.loading ??= this.read().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** Kept unless a change came while it ran (then the read after it keeps the change). */
  private async read(): Promise<BusinessSettings> {
    const generation = this.generation;
    const row = await this.dataSource.getRepository(BusinessSettingsEntity).findOneBy({ id: 1 });
    const settings = row ? pick(row) : this.defaults();
    if (generation === this.generation) this.cached = { settings, at: Date.now() };
    return settings;
  }

  /**
   * A read in the background, after the one under way (which may have begun before a change); until it lands, and
   * if it fails, the copy in hand stands.
   */
  private refresh(): void {
    const after = this.loading?.catch(() => undefined) ?? Promise.resolve();
    void after
      .then(() => this.load())
      .catch((err: Error) => this.logger.warn(`Settings not read again: ${err.message}`));
  }
}

const pick = (source: BusinessSettings): BusinessSettings =>
  Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, source[f]])) as unknown as BusinessSettings;

/** A list reads as "TX, OK" in the history; everything else as it is. */
const auditValue = (value: BusinessSettings[SettingsField]): string | number | null =>
  Array.isArray(value) ? value.join(', ') : value;

const fieldsOf = (settings: BusinessSettings, fields: SettingsField[]): AuditFields =>
  Object.fromEntries(fields.map((f) => [f, auditValue(settings[f])]));

/**
 * The DTO checks a zone against the runtime's list (ICU), which still knows names PostgreSQL's tz database dropped
 * (US/Pacific-New, Canada/East-Saskatchewan, SystemV/...): saved, such a zone would fail every statement that turns the
 * business's days into instants (availability, claims, the calendar). Refused as the DTO refuses an unknown one.
 */
async function assertPostgresKnows(manager: EntityManager, timeZone: string): Promise<void> {
  const [known] = await manager.query(`SELECT 1 FROM pg_timezone_names WHERE name = $1`, [timeZone]);
  if (known) return;
  throw new PlatformException('VALIDATION_FAILED', SETTINGS_MESSAGES.timeZone, {
    fields: { timeZone: SETTINGS_MESSAGES.timeZone },
  });
}
