import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { HOST_ACTION_MESSAGES as M } from '@app/contracts';
import { RosterChildEntity } from './entities/roster-child.entity';
import { RosterException } from './roster.exception';
import { RosterStore } from './roster-store';

/** A child who came without being on the roster, as the host enters them at the door. */
export interface WalkIn {
  /** The phone's own id for the child (a UUID), when it made one. */
  id?: string;
  firstName: string;
  age: number;
}

/**
 * The party's check-in on the day, in the roster (docs/product/hosts.md#check-in): who arrived and when (the phone's
 * time), and the walk-ins the host adds at the door. The caller (the host's routes) has checked the party is theirs.
 * Both are changes of the list (`version` moves, so the host parent's page reads it again).
 */
@Injectable()
export class PartyArrivals {
  constructor(private readonly store: RosterStore) {}

  /**
   * Checked in at `at`, or (arrived false) not after all. A child of another party is ROSTER_CHILD_NOT_FOUND. A change
   * made on a phone before the stored check-in's time is not applied: the later change wins
   * (docs/product/party-day.md#offline).
   */
  async mark(bookingId: string, childId: string, arrived: boolean, at: Date): Promise<void> {
    await this.store.changing(bookingId, 'list', async (manager) => {
      const child = await manager.findOneBy(RosterChildEntity, { id: childId, bookingId });
      if (!child) throw new RosterException('ROSTER_CHILD_NOT_FOUND', M.childNotFound);
      if (child.arrivedAt && child.arrivedAt.getTime() > at.getTime()) return;
      await manager.update(RosterChildEntity, { id: childId }, { arrivedAt: arrived ? at : null });
    });
  }

  /**
   * A walk-in joins the list last, coming and arrived at `at`. Their parent was not asked: no photos (docs/product/
   * hosts.md#walk-ins). Recorded as the host side's row (`admin`): the business's staff added it, not a family.
   * The phone's id sent again with the same child is that walk-in already added (a resend with a new key after the
   * answer was lost); the id of any other child is refused.
   */
  async addWalkIn(bookingId: string, child: WalkIn, at: Date): Promise<void> {
    await this.store.changing(bookingId, 'list', async (manager, _roster, version) => {
      if (child.id && (await alreadyAdded(manager, bookingId, { ...child, id: child.id }))) return;
      const { last } = await manager
        .createQueryBuilder(RosterChildEntity, 'c')
        .select('coalesce(max(c.position), -1)', 'last')
        .where('c.bookingId = :bookingId', { bookingId })
        .getRawOne<{ last: number }>()
        .then((row) => row ?? { last: -1 });
      await manager.insert(RosterChildEntity, {
        ...(child.id ? { id: child.id } : {}),
        bookingId,
        position: Number(last) + 1,
        firstName: child.firstName,
        age: child.age,
        shirtSize: null,
        notes: null,
        photoConsent: false,
        attending: true,
        source: 'admin',
        addedInVersion: version,
        arrivedAt: at,
        walkIn: true,
      });
    });
  }
}

/** The walk-in with this phone-made id is on the party already; the id of another child is refused. */
async function alreadyAdded(
  manager: EntityManager,
  bookingId: string,
  child: WalkIn & { id: string },
): Promise<boolean> {
  const row = await manager.findOneBy(RosterChildEntity, { id: child.id });
  if (!row) return false;
  const same = row.bookingId === bookingId && row.walkIn && row.firstName === child.firstName && row.age === child.age;
  if (!same) throw new RosterException('ROSTER_CHILD_ID_TAKEN', M.childIdTaken);
  return true;
}
