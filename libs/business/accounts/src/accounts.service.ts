import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { ACCOUNT_MESSAGES, LoginRequest, RegisterDto, User } from '@app/contracts';
import { AccountsException } from './accounts.exception';
import { LoginThrottle } from './login-throttle.service';
import { refuseWeakPassword } from './password-policy';
import { hashPassword, PasswordHasher, passwordNeedsRehash } from './password-hashing';
import { toUser, UserAccount } from './user-account.entity';
import { withoutQueryParameters } from './without-query-parameters';

/** The unique indexes of the users table (migration 1763800000000) and the field each one guards. */
const UNIQUE_FIELDS: Record<string, 'username' | 'email'> = {
  users_username_key: 'username',
  users_email_key: 'email',
};
const TAKEN_MESSAGES = { username: ACCOUNT_MESSAGES.usernameTaken, email: ACCOUNT_MESSAGES.emailTaken };

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(UserAccount) private readonly users: Repository<UserAccount>,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
  ) {}

  async register(dto: RegisterDto): Promise<User> {
    // Before the uniqueness check: a refused password says nothing about which accounts exist.
    refuseWeakPassword(dto);
    await this.refuseTaken(dto);
    const account = this.users.create({
      username: dto.username,
      email: dto.email,
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      role: 'user',
      passwordHash: await hashPassword(dto.password),
    });
    try {
      return toUser(await this.users.save(account));
    } catch (err) {
      // Two registrations racing for one name: the unique index decides, the answer is the same 409.
      const field =
        err instanceof QueryFailedError
          ? UNIQUE_FIELDS[(err.driverError as { constraint?: string }).constraint ?? '']
          : undefined;
      if (field) throw taken(field);
      throw withoutQueryParameters(err);
    }
  }

  /** Checks a username and password, throttled per account and address and per address (LoginThrottle). */
  async authenticate({ username, password }: LoginRequest, clientIp: string | undefined): Promise<User> {
    const attempt = await this.throttle.begin(username, clientIp);
    const account = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.username) = lower(:username)', { username: username.trim() })
      .getOne();
    // An unknown username costs a verify too (PasswordHasher), so the refusal's timing does not reveal which exist.
    const ok = account
      ? await this.passwords.verify(account.passwordHash, password)
      : await this.passwords.verifyUnknownUser(password);
    // A deactivated account gets the same answer as a wrong password (docs/product/hosts.md#deactivating).
    if (!account || !ok || !account.active) {
      throw new AccountsException('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
    }
    await this.throttle.succeeded(attempt);
    if (passwordNeedsRehash(account.passwordHash)) {
      await this.users.update({ id: account.id }, { passwordHash: await hashPassword(password) });
    }
    return toUser(account);
  }

  /**
   * The signed-in user's password again, before what cannot be undone (deleting the account,
   * docs/product/privacy.md#deleting-an-account): counted and slowed down as a sign-in is, on the same counters
   * (LoginThrottle), so a browser left signed in cannot be used to guess it. A wrong one is a 403, not a 401: the
   * session is fine and stays.
   */
  async confirmPassword(user: Pick<User, 'id' | 'username'>, password: string, clientIp: string | undefined) {
    const attempt = await this.throttle.begin(user.username, clientIp);
    const account = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id: user.id })
      .getOne();
    if (!account || !(await this.passwords.verify(account.passwordHash, password))) {
      const message = ACCOUNT_MESSAGES.passwordIncorrect;
      throw new AccountsException('PASSWORD_INCORRECT', message, { fields: { password: message } });
    }
    await this.throttle.succeeded(attempt);
  }

  async findById(id: string): Promise<User | null> {
    const account = await this.users.findOneBy({ id });
    return account ? toUser(account) : null;
  }

  /** The account a session may still sign in: none once deleted or deactivated. */
  async findSignable(id: string): Promise<User | null> {
    const account = await this.users.findOneBy({ id, active: true });
    return account ? toUser(account) : null;
  }

  /** Names every taken field at once, so the form can mark both. */
  private async refuseTaken(dto: RegisterDto): Promise<void> {
    const clashes: { username: boolean; email: boolean }[] = await this.users.query(
      `SELECT bool_or(lower(username) = lower($1)) AS username, bool_or(lower(email) = lower($2)) AS email
       FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
      [dto.username, dto.email],
    );
    const fields = (['username', 'email'] as const).filter((field) => clashes[0]?.[field]);
    if (fields.length) throw taken(...fields);
  }
}

function taken(...fields: ('username' | 'email')[]): AccountsException {
  const messages = Object.fromEntries(fields.map((field) => [field, TAKEN_MESSAGES[field]]));
  return new AccountsException('ACCOUNT_TAKEN', Object.values(messages).join('. '), { fields: messages });
}
