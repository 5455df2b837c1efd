import { randomBytes } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
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

/**
 * Whether a stored hash was made with other parameters than ARGON2_OPTIONS. All of them are passed: argon2 compares
 * each one left out with its own default (parallelism 4), so every hash "needed" one and every successful sign-in
 * hashed the password again and rewrote it (a second argon2 run on that path).
 */
export const passwordNeedsRehash = (hash: string): boolean => argon2.needsRehash(hash, ARGON2_OPTIONS);

/**
 * The sign-in's password check, as a provider: an unknown username is verified too, against a dummy hash made once
 * per app at start-up with ARGON2_OPTIONS (the parameters of every stored hash), so its answer takes as long as a
 * wrong password's and the time of a refusal does not tell whether the username exists. Made at start, not at the
 * first unknown username, whose answer would otherwise be slower by a whole hash.
 */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummy?: Promise<string>;

  async onModuleInit(): Promise<void> {
    await this.dummyHash();
  }

  /** A hash of a random password nobody knows. */
  dummyHash(): Promise<string> {
    this.dummy ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummy;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return verifyPassword(hash, password);
  }

  /** The check for a username with no account: a real verify against the dummy hash, always refused. */
  async verifyUnknownUser(password: string): Promise<false> {
    await this.verify(await this.dummyHash(), password);
    return false;
  }
}
