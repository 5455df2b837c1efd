import * as argon2 from 'argon2';
import { ARGON2_OPTIONS, hashPassword, passwordNeedsRehash } from './password-hashing';

describe('passwordNeedsRehash', () => {
  it('is false for a hash made with ARGON2_OPTIONS, so a sign-in does not hash the password again', async () => {
    expect(passwordNeedsRehash(await hashPassword('a-password'))).toBe(false);
  });

  it('is true when any parameter differs from ARGON2_OPTIONS', async () => {
    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    const variants = [{ memoryCost: memoryCost / 2 }, { timeCost: timeCost + 1 }, { parallelism: parallelism + 1 }];
    for (const variant of variants) {
      const hash = await argon2.hash('a-password', { ...ARGON2_OPTIONS, ...variant });
      expect({ variant, needsRehash: passwordNeedsRehash(hash) }).toEqual({ variant, needsRehash: true });
    }
  });
});
