import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_CALLER, BookingsService, type BookingEntity } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  eventTypeLabel,
  invitationRowCap,
  ROSTER_MESSAGES as M,
  slotWords,
  type InvitationView,
  type InvitedChildDto,
} from '@app/contracts';
import { OutboxService } from '@app/queue';
import { KeyedRateLimits } from '@app/rate-limit';
import { SettingsService } from '@app/settings';
import { RosterChildEntity } from './entities/roster-child.entity';
import type { RosterEntity } from './entities/roster.entity';
import { InvitationLinks } from './invitation-links';
import { RosterException } from './roster.exception';
import { firstNameOf, noSuchBooking } from './roster-rules';
import { RosterService } from './roster.service';
import { RosterStore } from './roster-store';
import { attendingCount } from './roster-view';

/**
 * An invited family's side: the invitation link shows the party as the host chose to share it and the
 * first names of the children coming (never a note), and takes one child, or a "can't come", up to invitationRowCap
 * rows and the 'invitation-link' limit. A forged, turned-off, replaced or another booking's link answers a missing
 * booking's 404.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly bookings: BookingsService,
    private readonly store: RosterStore,
    private readonly links: InvitationLinks,
    private readonly rosters: RosterService,
    private readonly settings: SettingsService,
    private readonly limits: KeyedRateLimits,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async view(token: string): Promise<InvitationView> {
    const { booking, roster } = await this.open(token);
    return this.viewOf(booking, roster);
  }

  async reply(token: string, dto: InvitedChildDto): Promise<InvitationView> {
    const { invitationId, booking } = await this.open(token);
    // Per link, from every address together: one link spread over many addresses is still one party's link.
    await this.limits.consume('invitation-link', invitationId);
    await this.store.changing(booking.id, 'list', async (manager, roster, version) => {
      // Checked again under the roster's lock: the host may have turned the link off since it was read.
      if (roster.invitationId !== invitationId) throw noSuchBooking();
      const closed = await this.closedReason(booking);
      if (closed) throw new RosterException('ROSTER_LOCKED', closed);
      const children = await this.store.childrenOf(booking.id, manager);
      if (dto.attending && attendingCount(children) >= booking.guestCount) {
        throw new RosterException('ROSTER_FULL', M.full);
      }
      // Every row counts, "can't come" too: the host's list as read must stay one the host can save.
      if (children.length >= invitationRowCap(booking.guestCount)) {
        throw new RosterException('ROSTER_REPLIES_FULL', M.repliesFull);
      }
      await manager.insert(RosterChildEntity, {
        bookingId: booking.id,
        position: (children.at(-1)?.position ?? -1) + 1,
        firstName: dto.firstName,
        shirtSize: dto.attending ? dto.shirtSize : null,
        notes: dto.attending ? dto.notes : null,
        photoConsent: dto.attending && dto.photoConsent,
        attending: dto.attending,
        source: 'family',
        addedInVersion: version,
      });
      // The host hears of it by e-mail, at most once a day (FamilyRepliesNotifier).
      await this.outbox.record(manager, 'roster.family-replied', { bookingId: booking.id });
    });
    return this.view(token);
  }

  private async open(token: string): Promise<{ invitationId: string; booking: BookingEntity; roster: RosterEntity }> {
    const invitationId = this.links.invitationIdOf(token);
    const roster = invitationId ? await this.store.byInvitation(invitationId) : null;
    if (!invitationId || !roster) throw noSuchBooking();
    // The link stands in for the booking's access: it opens this party's invitation, nothing else of the booking.
    const booking = await this.bookings.findAccessible(roster.bookingId, ADMIN_CALLER);
    return { invitationId, booking, roster };
  }

  private async viewOf(booking: BookingEntity, roster: RosterEntity): Promise<InvitationView> {
    const [children, business, closedReason] = await Promise.all([
      this.store.childrenOf(booking.id),
      this.settings.current(),
      this.closedReason(booking),
    ]);
    const coming = children.filter((c) => c.attending);
    const { address, city, state, zipCode } = booking.location;
    return {
      hostChildName: firstNameOf(booking.childName),
      eventTypeLabel: eventTypeLabel(booking.eventType),
      businessName: business.businessName,
      eventDate: booking.eventDate,
      eventTime: booking.eventTime,
      whenWords: slotWords(booking.eventDate, booking.eventTime, business.timeZone),
      durationMinutes: booking.durationMinutes,
      place: roster.invitationSharesAddress ? `${address}, ${city}, ${state} ${zipCode}` : `${city}, ${state}`,
      message: roster.invitationMessage,
      coming: coming.map((c) => c.firstName),
      spotsLeft: Math.max(0, booking.guestCount - coming.length),
      closedReason: closedReason ?? (children.length >= invitationRowCap(booking.guestCount) ? M.repliesFull : null),
    };
  }

  private async closedReason(booking: BookingEntity): Promise<string | null> {
    if (booking.status === 'cancelled') return M.cancelled;
    return this.rosters.isClosed(booking, await this.rosters.locksAt(booking))
      ? M.locked(this.config.roster.lockHours)
      : null;
  }
}
