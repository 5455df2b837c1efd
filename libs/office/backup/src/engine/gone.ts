/** For `.catch()` on a file operation: a file that went meanwhile is undefined, any other failure is thrown. */
export function ifGone(err: NodeJS.ErrnoException): undefined {
  if (err.code === 'ENOENT') return undefined;
  throw err;
}
