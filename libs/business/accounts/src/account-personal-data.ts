import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { UserDataAccount } from '@app/contracts';
import { toUser, UserAccount } from './user-account.entity';
import { endSessionsOf } from './user-sessions';

/**
 * The account's part of a parent's own data (docs/product/privacy.md): what the download lists, and the account's
 * erasure when the parent deletes it.
 */
@Injectable()
export class AccountPersonalData {
  constructor(@InjectRepository(UserAccount) private readonly users: Repository<UserAccount>) {}

  async of(userId: string): Promise<UserDataAccount> {
    const account = await this.users.findOneByOrFail({ id: userId });
    return { ...toUser(account), createdAt: account.createdAt.toISOString() };
  }

  /**
   * In the caller's transaction: the row stays, anonymised, so the bookings and payments that name it still add up
   * in the office's figures (active users count accounts), while its username and e-mail are free to register again,
   * nothing signs in to it (no password matches an empty hash) and its sessions end. Doing it twice changes nothing.
   */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(
      UserAccount,
      { id: userId },
      { username: `deleted-${userId}`, email: null, firstName: null, lastName: null, active: false, passwordHash: '' },
    );
    await endSessionsOf(manager, userId);
  }
}
