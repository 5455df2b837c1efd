import { TZDate } from '@date-fns/tz';

/**
 * The instant `text` names for a restore: "YYYY-MM-DD HH:MM" (seconds allowed) on the business's clock (`timeZone`),
 * or an ISO time with its offset ("2026-12-01T14:05:00Z", "2026-12-01 14:05+01:00"). Throws a one-line message.
 */
export function parseRestoreTime(text: string, timeZone: string): Date {
  const trimmed = text.trim();
  const wall = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (wall) {
    const [year, month, day, hours, minutes, seconds] = wall.slice(1).map((part) => Number(part ?? 0));
    const at = new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone);
    // TZDate rolls an impossible date over (Feb 30 is March 2): refuse it rather than restore to another day.
    if (at.getMonth() !== month - 1 || at.getDate() !== day || at.getHours() !== hours || at.getMinutes() !== minutes) {
      throw new Error(`no such time in ${timeZone}: "${text}"`);
    }
    return new Date(at.getTime());
  }
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) {
    const at = new Date(trimmed.replace(' ', 'T'));
    if (!Number.isNaN(at.getTime())) return at;
  }
  throw new Error(`"${text}" is not a time: write "YYYY-MM-DD HH:MM" (${timeZone}) or an ISO time with its offset`);
}
