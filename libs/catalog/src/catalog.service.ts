import { Injectable } from '@nestjs/common';
import type { Game, GamesQuery, Package } from '@app/contracts';
import { CatalogSnapshot } from './catalog-snapshot.service';
import { filterGames } from './games-filter';

/**
 * What other modules may ask the catalogue (bookings: "does game X exist?", "what does package Y include?").
 * Answers come from the same versioned snapshot as the public API, so they are at most a second behind another
 * replica's change and never cost a query of their own.
 */
@Injectable()
export class CatalogService {
  constructor(private readonly snapshot: CatalogSnapshot) {}

  async listGames(filter: GamesQuery = {}): Promise<Game[]> {
    return filterGames((await this.snapshot.current()).games, filter);
  }

  /** A catalogue game or an approved custom game (both draw ids from one sequence). */
  async findGame(id: number): Promise<Game | undefined> {
    return (await this.snapshot.current()).games.find((game) => game.id === id);
  }

  async gameExists(id: number): Promise<boolean> {
    return (await this.findGame(id)) !== undefined;
  }

  async listPackages(): Promise<Package[]> {
    return (await this.snapshot.current()).packages;
  }

  async findPackage(id: number): Promise<Package | undefined> {
    return (await this.snapshot.current()).packages.find((pkg) => pkg.id === id);
  }
}
