import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane): about 22 ms per verify here. Raising
 * these makes needsRehash() upgrade each stored hash at that user's next successful login.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never lets anyone in
  }
}

export const passwordNeedsRehash = (hash: string): boolean =>
  argon2.needsRehash(hash, { memoryCost: ARGON2_OPTIONS.memoryCost, timeCost: ARGON2_OPTIONS.timeCost });

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real verify, so an unknown username answers no faster than a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
