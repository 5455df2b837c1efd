import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ShirtSize } from '@app/contracts';
import { RosterChildEntity } from './entities/roster-child.entity';
import { RosterEntity } from './entities/roster.entity';

/**
 * The roster's rows and the lock that orders its changes. Every change (the host's save, a family's reply, a new
 * link) runs in `changing`, which holds a transaction-scoped advisory lock on the booking's roster, so two replies
 * for the last place cannot both take it, and bumps the version the host's next save must name.
 */
@Injectable()
export class RosterStore {
  constructor(private readonly dataSource: DataSource) {}

  /** `list: false` for a change of the invitation link alone: the host's unsaved list is still based on the one stored. */
  async changing<T>(
    bookingId: string,
    work: (manager: EntityManager, roster: RosterEntity) => Promise<T>,
    { list = true }: { list?: boolean } = {},
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('roster:' || $1, 0))`, [bookingId]);
      const roster =
        (await manager.findOneBy(RosterEntity, { bookingId })) ??
        manager.create(RosterEntity, { bookingId, version: 0 });
      const result = await work(manager, roster);
      if (list) roster.version += 1;
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

  /** The roster whose invitation link is `invitationId`, if that link is still on. */
  async byInvitation(invitationId: string): Promise<RosterEntity | null> {
    return this.dataSource.manager.findOneBy(RosterEntity, { invitationId });
  }
}
