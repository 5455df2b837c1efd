import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ShirtSize } from '@app/contracts';
import { RosterChildEntity } from './entities/roster-child.entity';
import { RosterEntity } from './entities/roster.entity';

/**
 * What a change moves (docs/product/roster.md#the-roster-on-the-server):
 * - `link`: the invitation link alone; the host's unsaved list is still based on the one stored, so no version moves.
 * - `list`: rows a family added, or the families' rows removed at the host's word; `version` moves, so the host's
 *   page reads the list again, but not `hostVersion`, so a host's save based on the list before still stands.
 * - `host-save`: the host side's save of the list; both move, so another save based on an older list is refused.
 */
export type RosterChange = 'link' | 'list' | 'host-save';

/**
 * The roster's rows and the lock that orders its changes. Every change (the host's save, a family's reply, a new
 * link) runs in `changing`, which holds a transaction-scoped advisory lock on the booking's roster, so two replies
 * for the last place cannot both take it, and moves the versions the host's next save is checked against.
 */
@Injectable()
export class RosterStore {
  constructor(private readonly dataSource: DataSource) {}

  /** `work` gets the version this change makes (the rows it adds record it as `addedInVersion`). */
  async changing<T>(
    bookingId: string,
    change: RosterChange,
    work: (manager: EntityManager, roster: RosterEntity, version: number) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('roster:' || $1, 0))`, [bookingId]);
      const roster =
        (await manager.findOneBy(RosterEntity, { bookingId })) ??
        manager.create(RosterEntity, { bookingId, version: 0, hostVersion: 0 });
      const version = change === 'link' ? roster.version : roster.version + 1;
      const result = await work(manager, roster, version);
      roster.version = version;
      if (change === 'host-save') roster.hostVersion = version;
      await manager.save(RosterEntity, roster);
      return result;
    });
  }

  async rosterOf(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<RosterEntity | null> {
    return manager.findOneBy(RosterEntity, { bookingId });
  }

  async childrenOf(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<RosterChildEntity[]> {
    return manager.find(RosterChildEntity, { where: { bookingId }, order: { position: 'ASC', createdAt: 'ASC' } });
  }

  /** The attending children's sizes of many rosters at once (the shirt order), counted per booking and size. */
  async sizesOf(bookingIds: string[]): Promise<{ bookingId: string; shirtSize: ShirtSize; count: number }[]> {
    if (!bookingIds.length) return [];
    return this.dataSource.query(
      `SELECT booking_id AS "bookingId", shirt_size AS "shirtSize", count(*)::int AS count
       FROM roster_children WHERE booking_id = ANY($1::uuid[]) AND attending AND shirt_size IS NOT NULL
       GROUP BY booking_id, shirt_size`,
      [bookingIds],
    );
  }

  /** A row a family added through the invitation link, by id (null: none, or the host's). */
  async familyRow(childId: string): Promise<RosterChildEntity | null> {
    return this.dataSource.manager.findOneBy(RosterChildEntity, { id: childId, source: 'family' });
  }

  /** The roster whose invitation link is `invitationId`, if that link is still on. */
  async byInvitation(invitationId: string): Promise<RosterEntity | null> {
    return this.dataSource.manager.findOneBy(RosterEntity, { invitationId });
  }
}
