/** The launcher's and test runner's own progress lines: short, prefixed, flushed immediately. */
export const say = (line: string): void => {
  process.stdout.write(`» ${line}\n`);
};

export const warn = (line: string): void => {
  process.stderr.write(`! ${line}\n`);
};

/** Milliseconds since `start`, as "1.2 s". */
export const since = (start: number): string => `${((Date.now() - start) / 1000).toFixed(1)} s`;
