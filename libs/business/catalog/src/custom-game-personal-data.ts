import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { UserDataCustomGame } from '@app/contracts';
import { CustomGameEntity } from './entities/custom-game.entity';

/**
 * The custom games' part of a parent's own data (docs/product/privacy.md): the games they suggested while signed in,
 * for the download; and, when they delete the account, the link between those games and it (a game itself names no
 * one, and may be booked by others).
 */
@Injectable()
export class CustomGamePersonalData {
  constructor(private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<UserDataCustomGame[]> {
    const games = await this.dataSource.manager.find(CustomGameEntity, {
      where: { submitterUserId: userId },
      order: { createdAt: 'ASC' },
    });
    return games.map((g) => ({
      name: g.name,
      description: g.description,
      status: g.status,
      createdAt: g.createdAt.toISOString(),
    }));
  }

  /** In the caller's transaction; doing it twice changes nothing. */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(CustomGameEntity, { submitterUserId: userId }, { submitterUserId: null });
  }
}
