import {
  CUSTOM_GAME_LISTING,
  customGameRef,
  type CustomGame,
  type Game,
  type GameRef,
  type SpaceType,
} from '@app/contracts';

/** One card of the step 1 grid: a catalogue game or a custom game (approved, or the parent's own pending idea). */
export interface PickableGame {
  ref: GameRef;
  name: string;
  description: string;
  imageUrl: string;
  spaceType: SpaceType;
  duration: number;
  players?: string;
  /**
   * The parent's own idea still awaiting review (docs/product/pages.md#custom-games): selectable in their booking only.
   */
  pending: boolean;
}

/** Whether a game is among the picked: refs (catalogue ids, "custom-<id>") compare as text. */
export const includesRef = (refs: GameRef[], ref: GameRef) => refs.some((r) => String(r) === String(ref));

/**
 * The catalogue first, then custom games not already in it. An approved custom game is in both lists; either way it
 * is booked by its "custom-<id>" ref, since custom games live in their own table.
 */
export function pickableGames(games: Game[], customGames: CustomGame[]): PickableGame[] {
  const fromCatalog = games.map((g): PickableGame => ({
    ref: g.custom ? customGameRef(g.id) : g.id,
    name: g.name,
    description: g.description,
    imageUrl: g.imageUrl,
    spaceType: g.spaceType,
    duration: g.duration,
    players: `${g.minPlayers}-${g.maxPlayers} players`,
    pending: false,
  }));
  const listed = new Set(fromCatalog.map((g) => String(g.ref)));
  const fromSubmissions = customGames
    .filter((c) => c.status !== 'rejected' && !listed.has(String(customGameRef(c.id))))
    .map((c): PickableGame => ({
      ref: customGameRef(c.id),
      name: c.name,
      description: c.description,
      imageUrl: CUSTOM_GAME_LISTING.imageUrl,
      spaceType: c.spaceType,
      duration: c.estimatedDuration,
      pending: c.status === 'pending',
    }));
  return [...fromCatalog, ...fromSubmissions];
}

export type SpaceFilter = SpaceType | 'all';

/**
 * The picker's filter (docs/product/pages.md#routes step 1): the search text matches name or description,
 * case-insensitively; a space type keeps the games made for it and those playable in both.
 */
export function filterGames(games: PickableGame[], search: string, space: SpaceFilter): PickableGame[] {
  const needle = search.trim().toLowerCase();
  return games.filter(
    (g) =>
      (space === 'all' || g.spaceType === space || g.spaceType === 'both') &&
      (!needle || g.name.toLowerCase().includes(needle) || g.description.toLowerCase().includes(needle)),
  );
}

/** A selected ref's display name; a ref no longer listed (e.g. a withdrawn idea) still shows something readable. */
export const gameNameOf = (games: PickableGame[], ref: GameRef | string | number): string =>
  games.find((g) => String(g.ref) === String(ref))?.name ?? (typeof ref === 'number' ? `Game #${ref}` : String(ref));
