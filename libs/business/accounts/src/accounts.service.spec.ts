import type { Repository } from 'typeorm';
import { AccountsService } from './accounts.service';
import type { LoginAttempt, LoginThrottle } from './login-throttle.service';
import { hashPassword, PasswordHasher, passwordNeedsRehash } from './password-hashing';
import type { UserAccount } from './user-account.entity';

const PASSWORD = 'a-guessed-password';

/**
 * A refused sign-in must take as long for an unknown username as for a known one with a wrong password (it once
 * measured 165 ms against 76 ms), or its timing tells which usernames exist. Not a timing assertion: both paths
 * run one real argon2 verify, against a hash with the same parameters.
 */
describe('AccountsService.authenticate: an unknown username costs a real password verify', () => {
  let hasher: PasswordHasher;
  let verify: jest.SpyInstance;

  beforeEach(async () => {
    hasher = new PasswordHasher();
    await hasher.onModuleInit();
    verify = jest.spyOn(hasher, 'verify');
  });

  /** The service over a users table holding `account` (or nothing), with a throttle that lets every attempt through. */
  function service(account: UserAccount | null): AccountsService {
    const query = { addSelect: () => query, where: () => query, getOne: async () => account };
    const users = { createQueryBuilder: () => query } as unknown as Repository<UserAccount>;
    const throttle = {
      begin: async (): Promise<LoginAttempt> => ({ address: 'a', pair: 'a|u' }),
      succeeded: async () => undefined,
    } as unknown as LoginThrottle;
    return new AccountsService(users, throttle, hasher);
  }

  it('verifies an unknown username against the dummy hash, made once with the parameters of real hashes', async () => {
    const accounts = service(null);
    await expect(accounts.authenticate({ username: 'nobody', password: PASSWORD }, '127.0.0.1')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(accounts.authenticate({ username: 'nobody-else', password: PASSWORD }, '127.0.0.1')).rejects.toThrow();

    const dummy = await hasher.dummyHash();
    expect(verify.mock.calls).toEqual([
      [dummy, PASSWORD],
      [dummy, PASSWORD],
    ]);
    // The argon2 work really ran: verify resolved (to a refusal) rather than being skipped or failing on the hash.
    await expect(verify.mock.results[0].value).resolves.toBe(false);
    expect(dummy).toMatch(/^\$argon2id\$/);
    expect(passwordNeedsRehash(dummy)).toBe(false);
  });

  it('verifies a known username with a wrong password against its own hash: the same single verify', async () => {
    const passwordHash = await hashPassword('the-real-password');
    const accounts = service({ id: 'u1', username: 'known', passwordHash } as UserAccount);
    await expect(accounts.authenticate({ username: 'known', password: PASSWORD }, '127.0.0.1')).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(verify.mock.calls).toEqual([[passwordHash, PASSWORD]]);
  });
});
