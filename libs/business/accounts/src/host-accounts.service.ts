import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  ACCOUNT_MESSAGES,
  fullName,
  HOST_MESSAGES as M,
  HOST_RULES,
  type AcceptHostInvitationRequest,
  type InviteHostRequest,
  type UpdateHostRequest,
} from '@app/contracts';
import { PlatformException } from '@app/platform';
import { OutboxService } from '@app/queue';
import { AccountsException } from './accounts.exception';
import { hostInvitationToken, tokenHash } from './host-invitation-token';
import { hashPassword } from './password-hashing';
import { refuseWeakPassword } from './password-policy';
import { endSessionsOf } from './user-sessions';

/** A host's account as the admin's list reads it (the teams are availability's, added by the caller). */
export interface HostAccount {
  id: string;
  name: string;
  email: string;
  active: boolean;
  invitedAt: string;
  acceptedAt: string | null;
}

/** What the invitation e-mail needs: who, the link's token, and until when it works. */
export interface HostInvitationMail {
  name: string;
  email: string;
  token: string;
  expiresAt: Date;
}

/** "Sam Rivera" as the account stores a name: the first word, and the rest (fullName() joins them again). */
function nameParts(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || null };
}

const UNIQUE_VIOLATION = '23505';
const emailTaken = () =>
  new AccountsException('ACCOUNT_TAKEN', ACCOUNT_MESSAGES.emailTaken, {
    fields: { email: ACCOUNT_MESSAGES.emailTaken },
  });
const hostNotFound = () => new AccountsException('HOST_NOT_FOUND', M.hostNotFound);
export const invitationInvalid = () => new AccountsException('HOST_INVITATION_INVALID', M.invitationInvalid);

/**
 * Hosts' accounts (docs/product/hosts.md#hosts): the admin invites one by e-mail (the account is made with a password
 * nobody knows, and an invitation whose link sets the real one), renames and (de)activates them; the host sets their
 * password once through the link. The username is the e-mail address, so the normal login signs a host in.
 */
@Injectable()
export class HostAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invite({ name, email }: InviteHostRequest): Promise<HostAccount> {
    const id = await this.dataSource
      .transaction(async (manager) => {
        const taken: unknown[] = await manager.query(
          `SELECT 1 FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1)`,
          [email],
        );
        if (taken.length) throw emailTaken();
        const { firstName, lastName } = nameParts(name);
        // A password nobody knows, hashed like any other: signing in with a guess costs and answers as a wrong one.
        const unusable = await hashPassword(randomBytes(32).toString('base64url'));
        const [{ id: userId }]: { id: string }[] = await manager.query(
          `INSERT INTO users (username, email, first_name, last_name, role, password_hash)
         VALUES ($1, $1, $2, $3, 'host', $4) RETURNING id`,
          [email, firstName, lastName, unusable],
        );
        await this.addInvitation(manager, userId);
        return userId;
      })
      .catch((err: unknown) => {
        // Two invitations of one address at once: the users table's unique indexes decide, the answer is the same 409.
        if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
          throw emailTaken();
        }
        throw err;
      });
    return this.one(id);
  }

  async update(id: string, change: UpdateHostRequest): Promise<HostAccount> {
    // An id that is no uuid names no host: the same 404 as an unknown one.
    if (!isUUID(id)) throw hostNotFound();
    const set = {
      ...(change.name !== undefined ? nameParts(change.name) : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
    };
    // TypeORM answers an UPDATE on PostgreSQL with [rows, count].
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE users
       SET first_name = CASE WHEN $2 THEN $3 ELSE first_name END, last_name = CASE WHEN $2 THEN $4 ELSE last_name END,
           active = coalesce($5, active), updated_at = now()
       WHERE id = $1 AND role = 'host' RETURNING id`,
      [id, set.firstName !== undefined, set.firstName ?? null, set.lastName ?? null, set.active ?? null],
    );
    if (!rows.length) throw hostNotFound();
    return this.one(id);
  }

  /**
   * A new invitation for the host (the last one expired or went astray): the links not used yet stop working, and the
   * new one sets the password once more, so it also serves a host who forgot theirs. A deactivated host is
   * reactivated first.
   */
  async reinvite(id: string): Promise<HostAccount> {
    if (!isUUID(id)) throw hostNotFound();
    await this.dataSource.transaction(async (manager) => {
      const hosts: { active: boolean }[] = await manager.query(
        `SELECT active FROM users WHERE id = $1 AND role = 'host' FOR UPDATE`,
        [id],
      );
      if (!hosts.length) throw hostNotFound();
      if (!hosts[0].active) throw new PlatformException('CONFLICT', M.inactive);
      await manager.query(`DELETE FROM host_invitations WHERE user_id = $1 AND used_at IS NULL`, [id]);
      await this.addInvitation(manager, id);
    });
    return this.one(id);
  }

  /**
   * Sets the host's password through the invitation link, once: the invitation is marked used in the same transaction
   * (a second use, an expired or unknown link are one 410). A refused password leaves the link usable. Every session
   * the host had ends with it (docs/product/hosts.md#the-invitation): a link sent again serves a host who lost their
   * password or their phone, and a browser signed in with the old one must not stay signed in.
   */
  async accept({ token, password }: AcceptHostInvitationRequest): Promise<{ userId: string; username: string }> {
    return this.dataSource.transaction(async (manager) => {
      const [used]: [{ user_id: string }[], number] = await manager.query(
        `UPDATE host_invitations SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [tokenHash(token)],
      );
      const accounts: { username: string; email: string }[] = used.length
        ? await manager.query(`SELECT username, email FROM users WHERE id = $1 AND role = 'host' AND active`, [
            used[0].user_id,
          ])
        : [];
      if (!accounts.length) throw invitationInvalid();
      const { username, email } = accounts[0];
      refuseWeakPassword({ username, email, password });
      await manager.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
        used[0].user_id,
        await hashPassword(password),
      ]);
      await endSessionsOf(manager, used[0].user_id);
      return { userId: used[0].user_id, username };
    });
  }

  /** The ids among these that are active hosts: only they join a team. */
  async activeHostIds(ids: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM users WHERE id = ANY($1::uuid[]) AND role = 'host' AND active`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** The invitation's e-mail, or null when it can no longer be used (accepted, expired, the host deactivated). */
  async invitationMail(invitationId: string): Promise<HostInvitationMail | null> {
    const rows: { first_name: string; last_name: string | null; email: string; expires_at: Date }[] =
      await this.dataSource.query(
        `SELECT u.first_name, u.last_name, u.email, i.expires_at
         FROM host_invitations i JOIN users u ON u.id = i.user_id
         WHERE i.id = $1 AND i.used_at IS NULL AND i.expires_at > now() AND u.active`,
        [invitationId],
      );
    if (!rows.length) return null;
    const row = rows[0];
    return {
      name: fullName({ firstName: row.first_name, lastName: row.last_name }) ?? row.email,
      email: row.email,
      token: hostInvitationToken(invitationId, this.config.bookingLinks.secret),
      expiresAt: row.expires_at,
    };
  }

  /** A new invitation of the host, valid HOST_RULES.invitationHours, and its event for the worker to e-mail it. */
  private async addInvitation(manager: EntityManager, userId: string): Promise<void> {
    const invitationId = randomUUID();
    await manager.query(
      `INSERT INTO host_invitations (id, user_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
      [
        invitationId,
        userId,
        tokenHash(hostInvitationToken(invitationId, this.config.bookingLinks.secret)),
        HOST_RULES.invitationHours,
      ],
    );
    await this.outbox.record(manager, 'host.invited', { invitationId });
  }

  private async one(id: string): Promise<HostAccount> {
    const [host] = await this.list(id);
    if (!host) throw hostNotFound();
    return host;
  }

  /** Every host by name, or the one with this id. */
  async list(id?: string): Promise<HostAccount[]> {
    const rows: {
      id: string;
      first_name: string | null;
      last_name: string | null;
      email: string;
      active: boolean;
      invited_at: Date;
      accepted_at: Date | null;
    }[] = await this.dataSource.query(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.active,
              max(i.created_at) AS invited_at, max(i.used_at) AS accepted_at
       FROM users u LEFT JOIN host_invitations i ON i.user_id = u.id
       WHERE u.role = 'host' AND ($1::uuid IS NULL OR u.id = $1)
       GROUP BY u.id ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
      [id ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      name: fullName({ firstName: r.first_name, lastName: r.last_name }) ?? r.email,
      email: r.email,
      active: r.active,
      invitedAt: r.invited_at.toISOString(),
      acceptedAt: r.accepted_at?.toISOString() ?? null,
    }));
  }
}
