import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ADMIN_CALLER, BookingsService, type BookingEntity } from '@app/bookings';
import {
  eventTypeLabel,
  firstNameOf,
  type InvitationReplied,
  type InvitationReplyView,
  invitationRowCap,
  type InvitationView,
  type InvitedChildDto,
  ROSTER_MESSAGES as M,
  slotWords,
  WAIVER_MESSAGES,
} from '@app/contracts';
import { OutboxService } from '@app/queue';
import { KeyedRateLimits } from '@app/rate-limit';
import { SettingsService } from '@app/settings';
import { WaiverPolicies, WaiverSignatures, WaiversException, type SignerClient } from '@app/waivers';
import { RosterChildEntity } from './entities/roster-child.entity';
import type { RosterEntity } from './entities/roster.entity';
import { InvitationLinks } from './invitation-links';
import { RosterException } from './roster.exception';
import { noSuchBooking } from './roster-rules';
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
    private readonly waiverPolicies: WaiverPolicies,
    private readonly waivers: WaiverSignatures,
  ) {}

  async view(token: string): Promise<InvitationView> {
    const { booking, roster } = await this.open(token);
    return this.viewOf(booking, roster);
  }

  async reply(token: string, dto: InvitedChildDto, client: SignerClient): Promise<InvitationReplied> {
    const { invitationId, booking } = await this.open(token);
    // Per link, from every address together: one link spread over many addresses is still one party's link.
    await this.limits.consume('invitation-link', invitationId);
    const childId = await this.store.changing(booking.id, 'list', async (manager, roster, version) => {
      // Checked again under the roster's lock: the host may have turned the link off since it was read.
      if (roster.invitationId !== invitationId) throw noSuchBooking();
      const children = await this.refuseClosedOrFull(booking, dto.attending, manager);
      // Every row counts, "can't come" too: the host's list as read must stay one the host can save.
      if (children.length >= invitationRowCap(booking.guestCount)) {
        throw new RosterException('ROSTER_REPLIES_FULL', M.repliesFull);
      }
      const asked = await this.waiverAsked(manager, dto, false);
      const { identifiers } = await manager.insert(RosterChildEntity, {
        bookingId: booking.id,
        position: (children.at(-1)?.position ?? -1) + 1,
        ...answerOf(dto),
        source: 'family',
        addedInVersion: version,
      });
      const id = identifiers[0].id as string;
      if (asked) await this.signFor(manager, booking.id, id, dto, client);
      // The host hears of it by e-mail, at most once a day (FamilyRepliesNotifier).
      await this.outbox.record(manager, 'roster.family-replied', { bookingId: booking.id });
      return id;
    });
    return { ...(await this.view(token)), replyUrl: this.links.replyUrl(childId) };
  }

  /** A family's reply by its own link: what it said, and the party as its invitation shows it. */
  async ownReply(token: string): Promise<InvitationReplyView> {
    const { booking, row } = await this.openReply(token);
    return this.replyView(booking, row);
  }

  /** The family changes its reply (until the list closes; coming again needs a place). */
  async changeReply(token: string, dto: InvitedChildDto, client: SignerClient): Promise<InvitationReplyView> {
    const { booking, row } = await this.openReply(token);
    // A `list` change, as a reply: the host's unsaved list stays saveable (its save keeps the host's word on this row).
    await this.store.changing(booking.id, 'list', async (manager) => {
      const children = await this.refuseClosedOrFull(booking, dto.attending, manager, row.id);
      // Removed by the host meanwhile: the link opens nothing now.
      if (!children.some((c) => c.id === row.id)) throw noSuchBooking();
      const signed = (await this.waivers.signedChildren([booking.id], manager)).get(booking.id)!.has(row.id);
      const asked = await this.waiverAsked(manager, dto, signed);
      await manager.update(RosterChildEntity, { id: row.id }, answerOf(dto));
      if (asked) await this.signFor(manager, booking.id, row.id, dto, client);
    });
    return this.ownReply(token);
  }

  /** The family withdraws its reply: the child comes off the list. */
  async withdrawReply(token: string): Promise<void> {
    const { booking, row } = await this.openReply(token);
    await this.store.changing(booking.id, 'list', async (manager) => {
      await this.refuseClosedOrFull(booking, false, manager);
      await manager.delete(RosterChildEntity, { id: row.id });
    });
  }

  /**
   * Whether this answer signs the waiver (docs/product/waivers.md#the-invitation-reply): a "coming" while waivers are
   * on, for a child not signed for yet, must carry the signature and an emergency phone (WAIVER_REQUIRED names what is
   * missing); anything else signs nothing, and a signature sent with it is not kept.
   */
  private async waiverAsked(manager: EntityManager, dto: InvitedChildDto, signed: boolean): Promise<boolean> {
    if (!dto.attending || signed || !(await this.waiverPolicies.policy(manager)).enabled) return false;
    const fields = {
      ...(dto.waiver ? {} : { waiver: WAIVER_MESSAGES.required }),
      ...(dto.emergencyPhone ? {} : { emergencyPhone: WAIVER_MESSAGES.emergencyPhone }),
    };
    if (Object.keys(fields).length) throw new WaiversException('WAIVER_REQUIRED', WAIVER_MESSAGES.required, { fields });
    return true;
  }

  private async signFor(
    manager: EntityManager,
    bookingId: string,
    childId: string,
    dto: InvitedChildDto,
    client: SignerClient,
  ): Promise<void> {
    const { email, ...fields } = dto.waiver!;
    await this.waivers.sign(manager, {
      bookingId,
      childId,
      childName: dto.firstName,
      childAge: dto.age ?? null,
      fields,
      signerEmail: email,
      channel: 'invitation',
      client,
    });
  }

  /**
   * Under the roster's lock: the list closed (or the party cancelled) refuses any answer; one more child coming needs
   * a place (`except`: the reply being changed, whose own place counts as free). Returns the rows stored now.
   */
  private async refuseClosedOrFull(
    booking: BookingEntity,
    attending: boolean,
    manager: EntityManager,
    except?: string,
  ): Promise<RosterChildEntity[]> {
    const closed = await this.rosters.closedReason(booking);
    if (closed) throw new RosterException('ROSTER_LOCKED', closed);
    const children = await this.store.childrenOf(booking.id, manager);
    if (attending && attendingCount(children.filter((c) => c.id !== except)) >= booking.guestCount) {
      throw new RosterException('ROSTER_FULL', M.full);
    }
    return children;
  }

  private async openReply(token: string): Promise<{ booking: BookingEntity; row: RosterChildEntity }> {
    const childId = this.links.replyIdOf(token);
    const row = childId ? await this.store.familyRow(childId) : null;
    if (!row) throw noSuchBooking();
    return { booking: await this.bookings.findAccessible(row.bookingId, ADMIN_CALLER), row };
  }

  private async replyView(booking: BookingEntity, row: RosterChildEntity): Promise<InvitationReplyView> {
    const { firstName, shirtSize, notes, age, photoConsent, attending, emergencyPhone, medicalNote } = row;
    const waiverSigned = (await this.waivers.signedChildren([booking.id])).get(booking.id)!.has(row.id);
    return {
      child: { firstName, shirtSize, notes, age, photoConsent, attending, emergencyPhone, medicalNote, waiverSigned },
      party: await this.viewOf(booking, await this.store.rosterOf(booking.id)),
    };
  }

  private async open(token: string): Promise<{ invitationId: string; booking: BookingEntity; roster: RosterEntity }> {
    const invitationId = this.links.invitationIdOf(token);
    const roster = invitationId ? await this.store.byInvitation(invitationId) : null;
    if (!invitationId || !roster) throw noSuchBooking();
    // The link stands in for the booking's access: it opens this party's invitation, nothing else of the booking.
    const booking = await this.bookings.findAccessible(roster.bookingId, ADMIN_CALLER);
    return { invitationId, booking, roster };
  }

  private async viewOf(booking: BookingEntity, roster: RosterEntity | null): Promise<InvitationView> {
    const [children, business, closedReason, waivers] = await Promise.all([
      this.store.childrenOf(booking.id),
      this.settings.current(),
      this.rosters.closedReason(booking),
      this.waiverPolicies.policy(),
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
      place: roster?.invitationSharesAddress ? `${address}, ${city}, ${state} ${zipCode}` : `${city}, ${state}`,
      message: roster?.invitationMessage ?? null,
      coming: coming.map((c) => c.firstName),
      spotsLeft: Math.max(0, booking.guestCount - coming.length),
      waiver: waivers.enabled ? waivers.current : null,
      closedReason: closedReason ?? (children.length >= invitationRowCap(booking.guestCount) ? M.repliesFull : null),
    };
  }
}

/**
 * A family's answer as its row stores it: a "can't come" keeps no size, notes, age, consent, emergency phone or
 * medical note.
 */
const answerOf = (dto: InvitedChildDto) => ({
  firstName: dto.firstName,
  shirtSize: dto.attending ? dto.shirtSize : null,
  notes: dto.attending ? dto.notes : null,
  age: dto.attending ? (dto.age ?? null) : null,
  photoConsent: dto.attending && dto.photoConsent,
  attending: dto.attending,
  emergencyPhone: dto.attending ? (dto.emergencyPhone ?? null) : null,
  medicalNote: dto.attending ? (dto.medicalNote ?? null) : null,
});
