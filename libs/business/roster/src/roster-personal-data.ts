import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { UserDataRoster } from '@app/contracts';
import { RosterChildEntity, RosterEntity } from './entities';

/**
 * Deletes the rosters of `bookingIds` whole, in the caller's transaction: every child (names, ages, sizes, notes,
 * consents, families' replies) and the invitation (its link and message). What the roster's retention does to a past
 * party and a parent's erasure to all of theirs (docs/product/privacy.md#deleting-an-account).
 */
export async function deleteRosters(manager: EntityManager, bookingIds: string[]): Promise<void> {
  if (!bookingIds.length) return;
  await manager.delete(RosterChildEntity, { bookingId: In(bookingIds) });
  await manager.delete(RosterEntity, { bookingId: In(bookingIds) });
}

/** The guest lists' part of a parent's own data (docs/product/privacy.md): each booking's roster, for the download. */
@Injectable()
export class RosterPersonalData {
  constructor(private readonly dataSource: DataSource) {}

  async of(bookingIds: string[]): Promise<Map<string, UserDataRoster>> {
    const manager = this.dataSource.manager;
    const rosters = await manager.findBy(RosterEntity, { bookingId: In(bookingIds) });
    const children = await manager.find(RosterChildEntity, {
      where: { bookingId: In(bookingIds) },
      order: { position: 'ASC' },
    });
    const byBooking = new Map<string, UserDataRoster>();
    const rosterOf = (bookingId: string): UserDataRoster => {
      const kept = byBooking.get(bookingId);
      if (kept) return kept;
      const row = rosters.find((r) => r.bookingId === bookingId);
      const roster: UserDataRoster = {
        invitationMessage: row?.invitationMessage ?? null,
        invitationSharesAddress: row?.invitationSharesAddress ?? false,
        children: [],
      };
      byBooking.set(bookingId, roster);
      return roster;
    };
    for (const r of rosters) rosterOf(r.bookingId);
    for (const c of children) {
      rosterOf(c.bookingId).children.push({
        firstName: c.firstName,
        age: c.age,
        shirtSize: c.shirtSize,
        notes: c.notes,
        photoConsent: c.photoConsent,
        attending: c.attending,
        source: c.source,
        walkIn: c.walkIn,
        arrivedAt: c.arrivedAt?.toISOString() ?? null,
      });
    }
    return byBooking;
  }
}
