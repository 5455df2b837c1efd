import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CALLER, type BookingCaller, type BookingEntity, BookingSearch, BookingsService } from '@app/bookings';
import { type CertificatesEmailed, type PaperSize, ROSTER_MESSAGES as M } from '@app/contracts';
import { Clock } from '@app/platform';
import { OutboxService } from '@app/queue';
import { PartyWaivers } from '@app/party';
import { certificatesOpenToHost, RosterStore } from '@app/roster';
import { WaiverPolicies, WaiverSignatures } from '@app/waivers';
import { DocumentContexts } from '../document-contexts';
import type { RunSheetFacts } from '../document-facts';
import { RosterDocumentEntity, type RosterDocumentKind } from '../entities/roster-document.entity';
import { certificatesHtml } from '../templates/certificates.template';
import { runSheetHtml } from '../templates/run-sheet.template';
import { waiversHtml } from '../templates/waivers.template';
import { CertificateFactsReader } from './certificate-facts.reader';
import { RosterDocumentsException } from './roster-documents.exception';

/** What names a document's version: sha256 of its HTML, hex. */
const htmlDigest = (html: string): string => createHash('sha256').update(html).digest('hex');

/**
 * The api side of the award certificates, the host's run sheet and the party's signed waivers. Each request builds the document's HTML from the
 * roster, the booking and the settings as they are now (a few reads and a string); its digest names the PDF. A stored
 * PDF of that digest is served; otherwise a request row and its event ask the worker to render it (Chromium), and the
 * caller gets 'building' (202 + Retry-After, as receipts do) until it is there.
 */
@Injectable()
export class RosterDocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly search: BookingSearch,
    private readonly roster: RosterStore,
    private readonly certified: CertificateFactsReader,
    private readonly contexts: DocumentContexts,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly partyWaivers: PartyWaivers,
    private readonly signatures: WaiverSignatures,
    private readonly policies: WaiverPolicies,
  ) {}

  /** An admin any time; the host parent (owner, link) once the party has begun (roster's rule); others the 404. */
  async certificates(bookingId: string, caller: BookingCaller, paper: PaperSize): Promise<Buffer | 'building'> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    const ctx = await this.contexts.now();
    const open = caller.isAdmin || certificatesOpenToHost(booking, ctx.business.timeZone, this.clock.now());
    if (!open) throw new RosterDocumentsException('CERTIFICATES_NOT_YET', M.certificatesNotYet);
    const facts = await this.certified.factsOf(booking);
    if (!facts.children.length) throw new RosterDocumentsException('ROSTER_EMPTY', M.noChildrenComing);
    return this.pdf(booking.id, 'certificates', certificatesHtml(facts, ctx, paper));
  }

  /**
   * The party's host asks for the certificates to go to the parent (docs/product/party-day.md#certificates): the
   * worker makes the PDF as the download's and e-mails it (CertificatesMailer), once per version of the certificates
   * (their HTML's digest, as the download's PDF is named). The version's row and the e-mail's event are one
   * transaction, and two requests at once meet on the row's key, so the same certificates asked for again, by a retry,
   * another tap or a script, send nothing; a changed result or award (a new version) sends them again. The caller has
   * checked the party is theirs.
   */
  async emailCertificates(bookingId: string, paper: PaperSize): Promise<CertificatesEmailed> {
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER);
    const facts = await this.certified.factsOf(booking);
    if (!facts.children.length) throw new RosterDocumentsException('ROSTER_EMPTY', M.noChildrenComing);
    const digest = htmlDigest(certificatesHtml(facts, await this.contexts.now(), paper));
    return this.dataSource.transaction(async (manager) => {
      const [added]: { requested_at: Date }[] = await manager.query(
        `INSERT INTO certificate_emails (booking_id, digest) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING requested_at`,
        [bookingId, digest],
      );
      if (added) {
        await this.outbox.record(manager, 'certificates.email-requested', { bookingId, paper });
        return { status: 'sending', requestedAt: added.requested_at.toISOString() };
      }
      // Read after the conflict's wait: the row of the request that won is committed.
      const [sent]: { requested_at: Date }[] = await manager.query(
        `SELECT requested_at FROM certificate_emails WHERE booking_id = $1 AND digest = $2`,
        [bookingId, digest],
      );
      return { status: 'already-sent', requestedAt: sent.requested_at.toISOString() };
    });
  }

  /** Admins only (the route's guard); a missing booking is the usual 404. */
  async runSheet(bookingId: string, paper: PaperSize): Promise<Buffer | 'building'> {
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER);
    const [facts, ctx] = await Promise.all([this.facts(booking), this.contexts.now()]);
    return this.pdf(booking.id, 'run-sheet', runSheetHtml(facts, ctx, paper));
  }

  /** Admins only (the route's guard): every signed waiver of the party in full, with its record. */
  async waivers(bookingId: string, paper: PaperSize): Promise<Buffer | 'building'> {
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER);
    const signatures = await this.signatures.rowsOf(booking.id);
    const [texts, ctx] = await Promise.all([
      this.policies.texts([...new Set(signatures.map((s) => s.version))]),
      this.contexts.now(),
    ]);
    return this.pdf(booking.id, 'waivers', waiversHtml({ booking, signatures, texts }, ctx, paper));
  }

  private async facts(booking: BookingEntity): Promise<RunSheetFacts> {
    const [games, children, shirtSizes, waivers] = await Promise.all([
      this.search.timedGamesOf(booking.id),
      this.childrenComing(booking.id),
      this.roster.sizesOf([booking.id]),
      this.partyWaivers.of(booking),
    ]);
    const missing = new Set(waivers.missing.map((m) => m.childId));
    return {
      booking,
      games,
      children: children.map((c) => ({ ...c, waiverMissing: missing.has(c.id) })),
      shirtSizes,
      waivers: waivers.required ? { ownChildMissing: missing.has(null) } : null,
    };
  }

  private async childrenComing(bookingId: string) {
    return (await this.roster.childrenOf(bookingId)).filter((c) => c.attending);
  }

  /**
   * The stored PDF of exactly this HTML, or 'building' after asking the worker for it. Asking replaces the booking's
   * older copy of that kind (its children's data goes with it); two requests at once ask once (the unique digest).
   */
  private async pdf(bookingId: string, kind: RosterDocumentKind, html: string): Promise<Buffer | 'building'> {
    const digest = htmlDigest(html);
    const stored = await this.dataSource
      .getRepository(RosterDocumentEntity)
      .findOne({ where: { bookingId, kind, digest }, select: { id: true, pdf: true } });
    if (stored) return stored.pdf ?? 'building';
    await this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(RosterDocumentEntity)
        .values({ bookingId, kind, digest, html })
        .orIgnore()
        .returning(['id'])
        .execute();
      const documentId: string | undefined = inserted.raw[0]?.id;
      if (!documentId) return;
      await manager
        .createQueryBuilder()
        .delete()
        .from(RosterDocumentEntity)
        .where('booking_id = :bookingId AND kind = :kind AND id <> :documentId', { bookingId, kind, documentId })
        .execute();
      await this.outbox.record(manager, 'roster-document.requested', { documentId });
    });
    return 'building';
  }
}
