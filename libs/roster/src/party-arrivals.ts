import { Injectable } from '@nestjs/common';
import { HOST_ACTION_MESSAGES as M } from '@app/contracts';
import { RosterChildEntity } from './entities/roster-child.entity';
import { RosterException } from './roster.exception';
import { RosterStore } from './roster-store';

/** A child who came without being on the roster, as the host enters them at the door. */
export interface WalkIn {
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

  /** Checked in at `at`, or (arrived false) not after all. A child of another party is ROSTER_CHILD_NOT_FOUND. */
  async mark(bookingId: string, childId: string, arrived: boolean, at: Date): Promise<void> {
    await this.store.changing(bookingId, 'list', async (manager) => {
      const { affected } = await manager.update(
        RosterChildEntity,
        { id: childId, bookingId },
        { arrivedAt: arrived ? at : null },
      );
      if (!affected) throw new RosterException('ROSTER_CHILD_NOT_FOUND', M.childNotFound);
    });
  }

  /**
   * A walk-in joins the list last, coming and arrived at `at`. Their parent was not asked: no photos (docs/product/
   * hosts.md#walk-ins). Recorded as the host side's row (`admin`): the business's staff added it, not a family.
   */
  async addWalkIn(bookingId: string, child: WalkIn, at: Date): Promise<void> {
    await this.store.changing(bookingId, 'list', async (manager, _roster, version) => {
      const { last } = await manager
        .createQueryBuilder(RosterChildEntity, 'c')
        .select('coalesce(max(c.position), -1)', 'last')
        .where('c.bookingId = :bookingId', { bookingId })
        .getRawOne<{ last: number }>()
        .then((row) => row ?? { last: -1 });
      await manager.insert(RosterChildEntity, {
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
