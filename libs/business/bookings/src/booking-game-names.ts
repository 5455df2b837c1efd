import type { DataSource } from 'typeorm';

/** The booking's games by name in the parent's order (custom games by theirs): what its e-mails list. */
export async function gameNamesOf(dataSource: DataSource, bookingId: string): Promise<string[]> {
  const games: { name: string }[] = await dataSource.query(
    `SELECT coalesce(g.name, cg.name) AS name
     FROM booking_games bg
     LEFT JOIN games g ON g.id = bg.game_id
     LEFT JOIN custom_games cg ON cg.id = bg.custom_game_id
     WHERE bg.booking_id = $1 ORDER BY bg.position`,
    [bookingId],
  );
  return games.map((g) => g.name);
}
