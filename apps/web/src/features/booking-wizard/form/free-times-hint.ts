/** What the time select says about the chosen day's free start times (step 2, and moving a booking). */
export function freeTimesHint({
  date,
  failed,
  checking,
  freeTimes,
}: {
  date: string;
  failed: boolean;
  checking: boolean;
  freeTimes: string[] | undefined;
}): string | undefined {
  if (!date) return 'Choose a date to see its free start times.';
  if (failed) return 'We could not check which times are free.';
  if (checking) return 'Checking which times are free...';
  if (freeTimes?.length === 0) return 'No free start times on this day. Please choose another date.';
  return undefined;
}
