import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_CALLER, type BookingCaller, BookingsService } from '@app/bookings';
import type { DocumentKind, DocumentLink } from '@app/contracts';
import type { DocumentFormat } from './document-query.dto';
import { DocumentsException } from './documents.exception';
import { DocumentEntity } from './entities/document.entity';

/** A document ready to serve, in the asked format. */
export interface ServedDocument {
  bookingId: string;
  kind: DocumentKind;
  content: Buffer | string;
}

const NOT_FOUND_MESSAGES: Record<DocumentKind, string> = {
  receipt: 'This booking has no receipt: it has no payment yet.',
  confirmation: 'This booking has no confirmation: it is not confirmed.',
};

/**
 * Which document a booking's owner (or an admin) gets: the receipt of the latest captured payment, or the latest
 * confirmation of a confirmed booking. 'building' while the worker has not stored it yet; 404 DOCUMENT_NOT_FOUND when
 * none will come (nothing captured, not confirmed, or its copies went with the parent's account:
 * docs/product/privacy.md#deleting-an-account); anyone else gets the booking's 404.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
  ) {}

  async find(
    bookingId: string,
    kind: DocumentKind,
    format: DocumentFormat,
    caller: BookingCaller,
  ): Promise<ServedDocument | 'building'> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    if (booking.erasedAt) throw notFound(kind);
    const documentId =
      kind === 'receipt' ? await this.latestReceipt(booking.id) : await this.latestConfirmation(booking);
    if (documentId === 'building') return documentId;
    const column = format === 'html' ? 'html' : 'pdf';
    const doc = await this.dataSource
      .getRepository(DocumentEntity)
      .findOneOrFail({ where: { id: documentId }, select: { id: true, [column]: true } });
    return { bookingId: booking.id, kind, content: doc[column] };
  }

  /** Every document the worker built for a booking, newest first (the admin's detail dialog). */
  async listFor(bookingId: string): Promise<DocumentLink[]> {
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER);
    const docs = await this.dataSource.getRepository(DocumentEntity).find({
      where: { bookingId: booking.id },
      select: { id: true, kind: true, createdAt: true, emailedAt: true },
      order: { createdAt: 'DESC' },
    });
    return docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      createdAt: d.createdAt.toISOString(),
      emailedAt: d.emailedAt?.toISOString() ?? null,
      url: `/api/bookings/${booking.id}/${d.kind}`,
    }));
  }

  /** The receipt of the latest captured payment (a balance's, once it exists, not the deposit's). */
  private async latestReceipt(bookingId: string): Promise<string | 'building'> {
    const [latest]: { document_id: string | null }[] = await this.dataSource.query(
      `SELECT d.id AS document_id
       FROM payments p LEFT JOIN documents d ON d.payment_id = p.id
       WHERE p.booking_id = $1 AND p.status = 'captured'
       ORDER BY p.captured_at DESC, p.id DESC
       LIMIT 1`,
      [bookingId],
    );
    if (!latest) throw notFound('receipt');
    return latest.document_id ?? 'building';
  }

  private async latestConfirmation(booking: { id: string; status: string }): Promise<string | 'building'> {
    // A completed party was confirmed: its confirmation stays readable.
    if (booking.status !== 'confirmed' && booking.status !== 'completed') throw notFound('confirmation');
    const doc = await this.dataSource.getRepository(DocumentEntity).findOne({
      where: { bookingId: booking.id, kind: 'confirmation' },
      order: { createdAt: 'DESC' },
      select: { id: true },
    });
    return doc?.id ?? 'building';
  }
}

const notFound = (kind: DocumentKind) => new DocumentsException('DOCUMENT_NOT_FOUND', NOT_FOUND_MESSAGES[kind]);
