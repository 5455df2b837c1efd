import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminCustomGame, CustomGameReviewStatus } from '@app/contracts';
import { toCustomGame } from './catalog.mappers';
import { CustomGamesService } from './custom-games.service';
import { CustomGameEntity } from './entities/custom-game.entity';

interface SubmitterRow {
  id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** The admin's review list of submitted custom games (docs/product/pages.md#custom-games), with who sent each. */
@Injectable()
export class CustomGamesReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly customGames: CustomGamesService,
  ) {}

  /** Every submission: the ones awaiting a decision first, then newest first. */
  async list(): Promise<AdminCustomGame[]> {
    const games = await this.dataSource
      .getRepository(CustomGameEntity)
      .find({ order: { createdAt: 'DESC', id: 'DESC' } });
    const pendingFirst = [
      ...games.filter((g) => g.status === 'pending'),
      ...games.filter((g) => g.status !== 'pending'),
    ];
    return this.withSubmitters(pendingFirst);
  }

  /** Approve (it joins the public games list at once) or reject; the public list changes through the catalogue version. */
  async review(id: number, status: CustomGameReviewStatus): Promise<AdminCustomGame> {
    await this.customGames.review(id, status);
    const game = await this.dataSource.getRepository(CustomGameEntity).findOneByOrFail({ id });
    const [reviewed] = await this.withSubmitters([game]);
    return reviewed;
  }

  /**
   * An anonymous submission has only its browser token: no name or address to show (the placeholders aside
   * (docs/product/api.md#entities)).
   */
  private async withSubmitters(games: CustomGameEntity[]): Promise<AdminCustomGame[]> {
    const userIds = [...new Set(games.map((g) => g.submitterUserId).filter((id): id is string => Boolean(id)))];
    const users: SubmitterRow[] = userIds.length
      ? await this.dataSource.query(
          `SELECT id::text, username, email, first_name, last_name FROM users WHERE id::text = ANY($1::text[])`,
          [userIds],
        )
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    return games.map((g) => {
      const user = g.submitterUserId ? byId.get(g.submitterUserId) : undefined;
      const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || null : null;
      return {
        ...toCustomGame(g),
        reviewedAt: g.reviewedAt?.toISOString() ?? null,
        submitter: {
          userId: g.submitterUserId,
          username: user?.username ?? null,
          name,
          email: user?.email ?? null,
        },
      };
    });
  }
}
