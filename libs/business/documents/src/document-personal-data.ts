import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import type { UserDataDocument } from '@app/contracts';
import { DocumentEntity } from './entities/document.entity';
import { RosterDocumentEntity } from './entities/roster-document.entity';

/**
 * The documents' part of a parent's own data (docs/product/privacy.md): the receipts and confirmation made for each
 * booking, listed for the download; and, when the parent deletes the account, the copies themselves, which name the
 * parent and the address (the amounts stay in the payments, the business's money records). The booking's page and
 * the office then answer that they are gone (DocumentsService).
 */
@Injectable()
export class DocumentPersonalData {
  constructor(private readonly dataSource: DataSource) {}

  async of(bookingIds: string[]): Promise<Map<string, UserDataDocument[]>> {
    const docs = await this.dataSource.manager.find(DocumentEntity, {
      where: { bookingId: In(bookingIds) },
      select: { bookingId: true, kind: true, createdAt: true, emailedAt: true },
      order: { createdAt: 'ASC' },
    });
    const byBooking = new Map<string, UserDataDocument[]>(bookingIds.map((id) => [id, []]));
    for (const d of docs) {
      byBooking.get(d.bookingId)?.push({
        kind: d.kind,
        createdAt: d.createdAt.toISOString(),
        emailedAt: d.emailedAt?.toISOString() ?? null,
      });
    }
    return byBooking;
  }

  /** In the caller's transaction: the receipts, the confirmation, the certificates and run sheets. Idempotent. */
  async erase(manager: EntityManager, bookingIds: string[]): Promise<void> {
    if (!bookingIds.length) return;
    await manager.delete(DocumentEntity, { bookingId: In(bookingIds) });
    await manager.delete(RosterDocumentEntity, { bookingId: In(bookingIds) });
  }
}
