import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { BookingChanges, type BookingCaller, BookingsService, type BookingEntity } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  type CreateInvitationDto,
  firstNameOf,
  type PutRosterDto,
  type Roster,
  ROSTER_MESSAGES as M,
  ROSTER_RULES,
  type RosterInvitation,
  type RosterOverCount,
} from '@app/contracts';
import { Clock, PlatformException } from '@app/platform';
import { centsToDollars } from '@app/pricing';
import { SettingsService } from '@app/settings';
import { RosterChildEntity } from './entities/roster-child.entity';
import { mergeHostSave, type HostSaveMerge } from './host-save-merge';
import { InvitationLinks } from './invitation-links';
import { RosterException } from './roster.exception';
import { certificatesOpenToHost, rosterClosedReason, rosterLocksAt } from './roster-rules';
import { RosterStore } from './roster-store';
import { attendingCount, toInvitation, toRoster } from './roster-view';

/**
 * The host parent's side of a party's roster, for the booking's owner, its signed link or an admin (the same access as
 * the booking's page): the list of children, their sizes and notes, and the invitation link. The list closes
 * ROSTER_LOCK_HOURS before the event; after that only an admin changes it.
 */
@Injectable()
export class RosterService {
  constructor(
    private readonly bookings: BookingsService,
    private readonly changes: BookingChanges,
    private readonly store: RosterStore,
    private readonly links: InvitationLinks,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(bookingId: string, caller: BookingCaller): Promise<Roster> {
    return this.view(await this.bookings.findAccessible(bookingId, caller), caller);
  }

  /**
   * The whole list as the host leaves it: listed rows keep their ids, new ones are added, the rest the host read are
   * removed; families' answers since the host's read are kept after it (mergeHostSave).
   */
  async put(bookingId: string, dto: PutRosterDto, caller: BookingCaller): Promise<Roster> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    await this.refuseClosed(booking, caller);
    const listed = attendingCount(dto.children);
    const raise = dto.raiseChildrenCountTo;
    if (raise !== undefined && (raise !== listed || listed <= booking.guestCount)) {
      throw new PlatformException('VALIDATION_FAILED', M.raiseTo, { fields: { raiseChildrenCountTo: M.raiseTo } });
    }
    if (listed > booking.guestCount && raise === undefined) throw await this.overCount(booking, listed);
    await this.store.changing(booking.id, 'host-save', async (manager, roster, version) => {
      const changed = async () =>
        new RosterException('ROSTER_CHANGED', M.changed, {
          details: { roster: await this.view(booking, caller, manager) },
        });
      // Only the host side's own changes since the read conflict: families' answers since are merged below.
      if (dto.version > roster.version || roster.hostVersion > dto.version) throw await changed();
      const merge = mergeHostSave(await this.store.childrenOf(booking.id, manager), dto.children, dto.version);
      const rows = [...merge.listed.map((l) => l.entry), ...merge.unseen];
      // Families took the places (or the rows) this save wanted meanwhile: the host decides with the list in sight.
      if (attendingCount(rows) > (raise ?? booking.guestCount) || rows.length > ROSTER_RULES.childrenMax) {
        throw await changed();
      }
      // The count first, under the booking's lock: a roster past the count is never stored.
      if (raise !== undefined) await this.changes.raiseChildren(manager, booking.id, caller, raise);
      await this.storeMerge(manager, booking.id, merge, version, caller.isAdmin ? 'admin' : 'host');
    });
    // Read again: raising the count changed the booking.
    return this.read(booking.id, caller);
  }

  /** Removes every child families added through the invitation link (a flood, or answers the host does not want). */
  async removeFamilyEntries(bookingId: string, caller: BookingCaller): Promise<Roster> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    await this.refuseClosed(booking, caller);
    // A `list` change: the host's unsaved list stays saveable, and its save does not bring these rows back.
    await this.store.changing(booking.id, 'list', (manager) =>
      manager.delete(RosterChildEntity, { bookingId: booking.id, source: 'family' }),
    );
    return this.read(booking.id, caller);
  }

  /** 409 ROSTER_OVER_COUNT with what keeping every child would cost: the host parent's offer to raise the count. */
  private async overCount(booking: BookingEntity, listed: number): Promise<RosterException> {
    const { finalCents, balanceDueCents } = await this.changes.childrenQuote(booking, listed);
    const details: RosterOverCount = {
      childrenBooked: booking.guestCount,
      childrenListed: listed,
      newTotal: centsToDollars(finalCents),
      newBalanceDue: centsToDollars(balanceDueCents),
    };
    return new RosterException('ROSTER_OVER_COUNT', M.overCount(booking.guestCount, listed), {
      details: { ...details },
    });
  }

  /** A new invitation link (the old one, if any, stops working). */
  async invite(bookingId: string, dto: CreateInvitationDto, caller: BookingCaller): Promise<RosterInvitation> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    await this.refuseClosed(booking, caller);
    const roster = await this.store.changing(booking.id, 'link', async (_manager, roster) => {
      roster.invitationId = randomUUID();
      roster.invitationSharesAddress = dto.shareAddress;
      roster.invitationMessage = dto.message ?? null;
      roster.invitationCreatedAt = this.clock.now();
      return roster;
    });
    return toInvitation(roster, (id) => this.links.url(id), firstNameOf(booking.childName))!;
  }

  /** Turns the invitation link off: every copy of it answers 404 from now on. */
  async uninvite(bookingId: string, caller: BookingCaller): Promise<void> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    await this.store.changing(booking.id, 'link', async (_manager, roster) => {
      roster.invitationId = null;
      roster.invitationCreatedAt = null;
    });
  }

  async view(booking: BookingEntity, caller: BookingCaller, manager?: EntityManager): Promise<Roster> {
    const [roster, children, { timeZone }] = await Promise.all([
      this.store.rosterOf(booking.id, manager),
      this.store.childrenOf(booking.id, manager),
      this.settings.current(),
    ]);
    const { lockHours } = this.config.roster;
    const lock = { locksAt: rosterLocksAt(booking, timeZone, lockHours), lockHours };
    const now = this.clock.now();
    return toRoster(
      {
        bookingId: booking.id,
        hostChildName: firstNameOf(booking.childName),
        childrenBooked: booking.guestCount,
        roster,
        children,
        locksAt: lock.locksAt,
        locked: rosterClosedReason(booking, lock, now) !== null,
        editable: rosterClosedReason(booking, lock, now, caller.isAdmin) === null,
        // As GET /api/bookings/:id/certificates.pdf gives them to the host parent, and only with someone coming.
        certificatesReady: children.some((c) => c.attending) && certificatesOpenToHost(booking, timeZone, now),
      },
      (id) => this.links.url(id),
    );
  }

  async locksAt(booking: Pick<BookingEntity, 'eventDate' | 'eventTime'>): Promise<Date> {
    return rosterLocksAt(booking, (await this.settings.current()).timeZone, this.config.roster.lockHours);
  }

  /** Why the list is closed to this caller now (rosterClosedReason), or null while it is open. */
  async closedReason(booking: BookingEntity, admin = false): Promise<string | null> {
    const lock = { locksAt: await this.locksAt(booking), lockHours: this.config.roster.lockHours };
    return rosterClosedReason(booking, lock, this.clock.now(), admin);
  }

  private async refuseClosed(booking: BookingEntity, caller: BookingCaller): Promise<void> {
    const closed = await this.closedReason(booking, caller.isAdmin);
    if (closed) throw new RosterException('ROSTER_LOCKED', closed);
  }

  private async storeMerge(
    manager: EntityManager,
    bookingId: string,
    { listed, unseen, removed }: HostSaveMerge<RosterChildEntity>,
    version: number,
    source: 'host' | 'admin',
  ): Promise<void> {
    const rows = [
      ...listed.map(({ entry, before }) =>
        manager.create(RosterChildEntity, {
          ...(before
            ? {
                id: before.id,
                source: before.source,
                createdAt: before.createdAt,
                addedInVersion: before.addedInVersion,
              }
            : { source, addedInVersion: version }),
          bookingId,
          firstName: entry.firstName,
          shirtSize: entry.shirtSize,
          notes: entry.notes,
          age: entry.age ?? null,
          photoConsent: entry.photoConsent,
          attending: entry.attending !== false,
        }),
      ),
      ...unseen,
    ].map((row, position) => Object.assign(row, { position }));
    const removedIds = removed.map((row) => row.id);
    if (removedIds.length) await manager.delete(RosterChildEntity, removedIds);
    if (rows.length) await manager.save(RosterChildEntity, rows);
  }
}
