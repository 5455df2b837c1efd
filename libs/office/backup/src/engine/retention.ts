/** A base backup as retention sees it. */
interface Dated {
  id: string;
  finishedAt: string;
}

/**
 * The base backups to keep: the newest of each of the `keepDaily` newest days that have one, and of each of the
 * `keepWeekly` newest ISO weeks that have one (UTC). Days with backups, not calendar days: when backups stopped for a
 * while, the last good ones are kept rather than aged out. The newest backup is always kept.
 */
export function backupsToKeep(backups: Dated[], keepDaily: number, keepWeekly: number): Set<string> {
  const newestFirst = [...backups].sort((a, b) => (a.finishedAt < b.finishedAt ? 1 : -1));
  const kept = new Set<string>();
  const keepNewestOf = (period: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(new Date(backup.finishedAt));
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      kept.add(backup.id);
    }
  };
  keepNewestOf((at) => at.toISOString().slice(0, 10), Math.max(1, keepDaily));
  keepNewestOf(isoWeek, keepWeekly);
  return kept;
}

/** `2026-W48`: the ISO week (Monday to Sunday, the week of the year's first Thursday is 1) of a UTC instant. */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // The Thursday of the same week names its year and, counted from that year's start, its number.
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const year = day.getUTCFullYear();
  const week = 1 + Math.floor((day.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}
