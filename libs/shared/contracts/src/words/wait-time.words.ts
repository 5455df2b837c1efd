const units = [
  { seconds: 3600, name: 'hour' },
  { seconds: 60, name: 'minute' },
  { seconds: 1, name: 'second' },
] as const;

/**
 * How long a throttled visitor waits, for 429 messages: "45 seconds", "3 minutes", "2 hours". Rounded up, so the
 * promise is never shorter than the Retry-After it describes; under two minutes it stays in seconds.
 */
export function waitTime(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const unit = units.find((u) => whole >= 2 * u.seconds) ?? units[2];
  const count = Math.ceil(whole / unit.seconds);
  return `${count} ${unit.name}${count === 1 ? '' : 's'}`;
}
