/** yyyy-MM-dd ↔ a local calendar day, built from the parts so no time zone shifts it. */
export const parseDay = (value: string): Date | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};
export const formatDay = (date: Date): string =>
  [date.getFullYear(), String(date.getMonth() + 1).padStart(2, '0'), String(date.getDate()).padStart(2, '0')].join('-');

export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** "Saturday, March 14, 2026" (a value that is no yyyy-MM-dd day is shown as it is). */
export const longDate = (value: string) =>
  parseDay(value)?.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }) ??
  value;

/** "Saturday, March 14": a day near enough that its year goes without saying. */
export const dayOfWeekAndMonth = (value: string) =>
  parseDay(value)?.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }) ?? value;
