import { Injectable } from '@nestjs/common';
import { Brackets, DataSource } from 'typeorm';
import { ADMIN_MESSAGES, CreateCustomGameDto, CUSTOM_GAME_FIXED, CustomGame } from '@app/contracts';
import { CatalogException } from './catalog.exception';
import { CatalogSnapshot } from './catalog-snapshot.service';
import { bumpCatalogVersion } from './catalog-version';
import { toCustomGame } from './catalog.mappers';
import { CustomGameEntity, CustomGameStatus } from './entities/custom-game.entity';
import { newSubmitterToken, SubmitterIdentity } from './submitter';

export interface SubmittedCustomGame {
  game: CustomGame;
  /** Set when the caller had no identity yet: the controller hands it over as the submitter cookie. */
  issuedToken?: string;
}

@Injectable()
export class CustomGamesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly snapshot: CatalogSnapshot,
  ) {}

  /** Stores a pending submission (docs/product/pages.md#custom-games). Nothing public changes until it is approved. */
  async submit(dto: CreateCustomGameDto, submitter: SubmitterIdentity): Promise<SubmittedCustomGame> {
    const issuedToken = submitter.userId || submitter.token ? undefined : newSubmitterToken();
    const { ageRange, spaceRequired, spaceType, difficulty, estimatedDuration } = CUSTOM_GAME_FIXED;
    const repo = this.dataSource.getRepository(CustomGameEntity);
    const saved = await repo.save(
      repo.create({
        name: dto.name,
        description: dto.description,
        equipment: dto.equipment ?? [],
        ageRange,
        spaceRequired,
        spaceType,
        difficulty,
        estimatedDuration,
        status: 'pending',
        submitterUserId: submitter.userId,
        submitterToken: submitter.userId ? null : (submitter.token ?? issuedToken),
      }),
    );
    return { game: toCustomGame(saved), issuedToken };
  }

  /** Approved games for everyone, plus the caller's own pending ones (by account or by this browser's token). */
  async visibleTo({ userId, token }: SubmitterIdentity): Promise<CustomGame[]> {
    const query = this.dataSource
      .getRepository(CustomGameEntity)
      .createQueryBuilder('g')
      .where(`g.status = 'approved'`)
      .orderBy('g.createdAt', 'DESC')
      .addOrderBy('g.id', 'DESC');
    if (userId || token) {
      query.orWhere(
        new Brackets((own) => {
          own.where(`g.status = 'pending'`).andWhere(
            new Brackets((who) => {
              if (userId) who.orWhere('g.submitterUserId = :userId', { userId });
              if (token) who.orWhere('g.submitterToken = :token', { token });
            }),
          );
        }),
      );
    }
    return (await query.getMany()).map(toCustomGame);
  }

  /**
   * Which of these custom games a booking by this caller may select (docs/product/pages.md#custom-games): approved
   * ones, the caller's own pending ones, and those the booking already holds (`held`: an admin's change keeps them as
   * they are). Answers id → name for the selectable ones; the others are absent.
   */
  async selectableBy(
    ids: number[],
    { userId, token }: SubmitterIdentity,
    held: number[] = [],
  ): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows: { id: number; name: string }[] = await this.dataSource.query(
      `SELECT id, name FROM custom_games
       WHERE id = ANY($1::int[])
         AND (status = 'approved' OR id = ANY($4::int[])
              OR (status = 'pending' AND (submitter_user_id = $2 OR submitter_token = $3::uuid)))`,
      [ids, userId, token, held],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * An admin's decision. Approval (or withdrawing one) changes the public games list, so the catalogue version moves
   * in the same transaction and every replica's cached list is rebuilt.
   */
  async review(id: number, status: Exclude<CustomGameStatus, 'pending'>): Promise<CustomGame> {
    const reviewed = await this.dataSource.transaction(async (manager) => {
      const game = await manager.findOne(CustomGameEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!game) throw new CatalogException('CUSTOM_GAME_NOT_FOUND', ADMIN_MESSAGES.customGameNotFound);
      const publicChange = game.status === 'approved' || status === 'approved';
      game.status = status;
      game.reviewedAt = new Date();
      await manager.save(game);
      if (publicChange) await bumpCatalogVersion(manager);
      return game;
    });
    this.snapshot.invalidate();
    return toCustomGame(reviewed);
  }
}
