import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  isMinor,
  WAIVER_MESSAGES as M,
  type WaiverChannel,
  type WaiverSignatureFields,
  type WaiverSignatureRecord,
  type WaiverText,
} from '@app/contracts';
import { OutboxService } from '@app/queue';
import { WaiverSignatureEntity } from './entities/waiver-signature.entity';
import { WaiverPolicies, type WaiverPolicy } from './waiver-policy';
import { WaiversException } from './waivers.exception';
import type { SignerClient } from './signer-client';

/** One signature as the domain that takes it hands it over: who signs, for which child, where and from where. */
export interface NewSignature {
  /** The phone's id for it (its replay is the same record); absent: the server makes one. */
  id?: string;
  bookingId: string;
  /** null: the booking's own child. */
  childId: string | null;
  childName: string;
  /** The child's age when known: a minor's signer must state they are the parent or guardian. */
  childAge: number | null;
  fields: WaiverSignatureFields;
  signerEmail: string;
  channel: WaiverChannel;
  client: SignerClient;
  /** When it was signed (a phone's `at`); absent: now. */
  at?: Date;
}

/** The record's unique keys: a second signature for a child of the booking. */
const ONE_PER_CHILD = ['waiver_signatures_child_key', 'waiver_signatures_own_child_key'];

/**
 * Signatures (docs/product/waivers.md#signing): each checked against the waiver as it is now (on, the version agreed
 * to still the current one, the guardian statement for a minor), written once, and its copy e-mailed to the signer
 * through the outbox. Taken inside the caller's transaction (an invitation reply, a walk-in), so the signature exists
 * exactly when what it came with does.
 */
@Injectable()
export class WaiverSignatures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly policies: WaiverPolicies,
    private readonly outbox: OutboxService,
  ) {}

  /** Records the signature; `replayed` when the phone's id is already this record (the outbox sent it again). */
  async sign(manager: EntityManager, s: NewSignature): Promise<'recorded' | 'replayed'> {
    const earlier = s.id ? await manager.findOneBy(WaiverSignatureEntity, { id: s.id }) : null;
    if (earlier) {
      if (earlier.bookingId === s.bookingId && earlier.childId === s.childId) return 'replayed';
      throw new WaiversException('WAIVER_ALREADY_SIGNED', M.alreadySigned);
    }
    const policy = await this.acceptable(s, manager);
    const id = s.id ?? randomUUID();
    // A savepoint: a second signature's refusal leaves the caller's transaction usable to answer with it.
    await manager
      .transaction(async (inner) => {
        await inner.insert(WaiverSignatureEntity, {
          id,
          bookingId: s.bookingId,
          childId: s.childId,
          childName: s.childName,
          signerName: s.fields.signerName,
          signerEmail: s.signerEmail,
          parentOrGuardian: s.fields.parentOrGuardian,
          version: policy.current.version,
          textHash: policy.current.textHash,
          drawnSignature: s.fields.drawnSignature ?? null,
          signedAt: s.at ?? new Date(),
          clientAddress: s.client.address,
          userAgent: s.client.userAgent,
          channel: s.channel,
        });
      })
      .catch((err: { constraint?: string }) => {
        if (ONE_PER_CHILD.includes(err.constraint ?? '') || err.constraint === 'waiver_signatures_pkey') {
          throw new WaiversException('WAIVER_ALREADY_SIGNED', M.alreadySigned);
        }
        throw err;
      });
    await this.outbox.record(manager, 'waiver.signed', { signatureId: id });
    return 'recorded';
  }

  /**
   * The waiver as it is now, once this signature is one it takes: waivers on, the version agreed to the current one
   * (409 WAIVER_VERSION_STALE with the text now), the guardian statement for a minor. A caller that writes something
   * else first (a walk-in) asks before, so a refusal leaves nothing half done.
   */
  async acceptable(
    s: Pick<NewSignature, 'childAge' | 'fields'>,
    manager = this.dataSource.manager,
  ): Promise<WaiverPolicy & { current: WaiverText }> {
    const policy = await this.policies.policy(manager);
    if (!policy.enabled || !policy.current) throw new WaiversException('WAIVERS_OFF', M.waiversOff);
    if (s.fields.version !== policy.current.version) {
      throw new WaiversException('WAIVER_VERSION_STALE', M.versionStale, { details: { current: policy.current } });
    }
    if (isMinor(s.childAge) && !s.fields.parentOrGuardian) {
      throw new WaiversException('WAIVER_GUARDIAN_REQUIRED', M.guardianRequired, {
        fields: { parentOrGuardian: M.parentOrGuardian },
      });
    }
    return { ...policy, current: policy.current };
  }

  /** The children of each booking a signature covers (null: the booking's own child), whatever its version. */
  async signedChildren(
    bookingIds: string[],
    manager = this.dataSource.manager,
  ): Promise<Map<string, Set<string | null>>> {
    const rows = bookingIds.length
      ? await manager.find(WaiverSignatureEntity, {
          select: { bookingId: true, childId: true },
          where: { bookingId: In(bookingIds) },
        })
      : [];
    const signed = new Map(bookingIds.map((id) => [id, new Set<string | null>()]));
    for (const row of rows) signed.get(row.bookingId)?.add(row.childId);
    return signed;
  }

  /** A booking's signatures, oldest first, as the office reads them. */
  async recordsOf(bookingId: string): Promise<WaiverSignatureRecord[]> {
    return (await this.rowsOf(bookingId)).map(recordOf);
  }

  /** A booking's signatures with their drawings, oldest first (the party's PDF). */
  rowsOf(bookingId: string): Promise<WaiverSignatureEntity[]> {
    return this.dataSource.manager.find(WaiverSignatureEntity, {
      where: { bookingId },
      order: { signedAt: 'ASC', id: 'ASC' },
    });
  }

  one(id: string): Promise<WaiverSignatureEntity | null> {
    return this.dataSource.manager.findOneBy(WaiverSignatureEntity, { id });
  }
}

const recordOf = (r: WaiverSignatureEntity): WaiverSignatureRecord => ({
  id: r.id,
  bookingId: r.bookingId,
  childId: r.childId,
  childName: r.childName,
  signerName: r.signerName,
  signerEmail: r.signerEmail,
  parentOrGuardian: r.parentOrGuardian,
  version: r.version,
  textHash: r.textHash,
  signedAt: r.signedAt.toISOString(),
  clientAddress: r.clientAddress,
  userAgent: r.userAgent,
  channel: r.channel,
  drawn: r.drawnSignature !== null,
});
