import { Injectable } from '@nestjs/common';
import { CatalogService, CustomGamesService, SubmitterIdentity } from '@app/catalog';
import { BOOKING_MESSAGES as M, parseGameRef, type GameRef } from '@app/contracts';
import { PlatformException } from '@app/platform';

/** A selected game resolved against the catalogue: which table it lives in, and how it reads back. */
export interface ResolvedGame {
  gameId: number | null;
  customGameId: number | null;
  readBack: number | string;
}

/** A booking's selected games checked against the catalogue: a new booking's (the wizard) and a changed one's (admin). */
@Injectable()
export class BookingGames {
  constructor(
    private readonly catalog: CatalogService,
    private readonly customGames: CustomGamesService,
  ) {}

  /**
   * Every selected game must exist: a catalogue game (or an approved custom game, listed by its number), or
   * "custom-<id>" for a custom game that is approved, the caller's own submission or one the booking already holds
   * (`held`, a changed booking's: kept as it is, whoever submitted it).
   */
  async resolve(refs: GameRef[], submitter: SubmitterIdentity, held: number[] = []): Promise<ResolvedGame[]> {
    const parsed = refs.map((ref) => parseGameRef(ref)!);
    const customIds = parsed.filter((p) => p.kind === 'custom').map((p) => p.id);
    const selectable = await this.customGames.selectableBy(customIds, submitter, held);
    const resolved: ResolvedGame[] = [];
    for (const { kind, id } of parsed) {
      if (kind === 'custom') {
        const name = selectable.get(id);
        if (name === undefined) throw invalidField('selectedGames', M.gameUnknown);
        resolved.push({ gameId: null, customGameId: id, readBack: name });
        continue;
      }
      const game = await this.catalog.findGame(id);
      if (!game) throw invalidField('selectedGames', M.gameUnknown);
      resolved.push(
        game.custom
          ? { gameId: null, customGameId: id, readBack: game.name }
          : { gameId: id, customGameId: null, readBack: id },
      );
    }
    // 12 and "custom-12" name the same approved custom game.
    if (new Set(resolved.map((g) => g.customGameId ?? -g.gameId!)).size !== resolved.length) {
      throw invalidField('selectedGames', M.gamesDuplicate);
    }
    return resolved;
  }
}

const invalidField = (field: string, message: string) =>
  new PlatformException('VALIDATION_FAILED', message, { fields: { [field]: message } });
