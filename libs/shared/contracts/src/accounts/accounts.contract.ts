import { waitTime } from '../words/wait-time.words';

/**
 * Accounts (docs/product/api.md#entities User, login and register payloads; docs/product/accounts.md#roles guard
 * messages): shared by the API and the SPA.
 */
export type UserRole = 'admin' | 'user' | 'host';
export const ROLE_LABELS: Record<UserRole, string> = { admin: 'Administrator', user: 'User', host: 'Host' };

/** The public shape of an account: what GET /api/user, login and register answer. Never a password or hash. */
export interface User {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
}

/**
 * GET /api/session: the current user or null, always a 200. The SPA reads this instead of GET /api/user so an anonymous
 * visit logs no failed request in the browser console; GET /api/user keeps the 401 (docs/product/api.md#the-api).
 */
export interface SessionState {
  user: User | null;
  /**
   * When the session ends unless a request comes first (the idle limit from now, or the absolute limit, whichever is
   * sooner); null for nobody. The host's phone forgets what it keeps of the host at that time, signal or not
   * (docs/product/party-day.md#offline).
   */
  expiresAt: string | null;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Usernames: letters, digits and . _ - @ + so an e-mail address works as a username too
 * (docs/product/booking.md#create-account). The password maximum only bounds hashing work; 8 is the minimum
 * (docs/product/validation.md#validation).
 */
export const ACCOUNT_RULES = {
  usernameMin: 3,
  usernameMax: 64,
  usernamePattern: /^[A-Za-z0-9._@+-]+$/,
  passwordMin: 8,
  passwordMax: 256,
  nameMax: 80,
} as const;

export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameLength: `Username must be ${ACCOUNT_RULES.usernameMin} to ${ACCOUNT_RULES.usernameMax} characters`,
  usernameFormat: 'Username may contain only letters, numbers and . _ - @ +',
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLength: `Password must be at least ${ACCOUNT_RULES.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${ACCOUNT_RULES.passwordMax} characters`,
  /** Refused at registration (server-side list of leaked passwords, never shipped to the browser). */
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess',
  passwordIsUsername: 'Password must not be your username',
  passwordIsEmail: 'Password must not be your email address',
  firstNameTooLong: `First name must be at most ${ACCOUNT_RULES.nameMax} characters`,
  lastNameTooLong: `Last name must be at most ${ACCOUNT_RULES.nameMax} characters`,
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  /** One message for an unknown user and a wrong password, so the answer never reveals which accounts exist. */
  invalidCredentials: 'Invalid username or password',
  /** A signed-in parent confirming a deletion with a password that is not theirs (docs/product/privacy.md). */
  passwordIncorrect: 'That is not your password. Enter the password you sign in with.',
  tooManyAttempts: (seconds: number) => `Too many failed sign-in attempts. Please try again in ${waitTime(seconds)}.`,
  tooManyRegistrations: (seconds: number) =>
    `Too many new accounts from your connection. Please try again in ${waitTime(seconds)}.`,
  /** The role guard's API answers (401 and 403). */
  loginRequired: 'Please log in to continue.',
  adminRequired: 'You need admin privileges to do this.',
} as const;

/** docs/product/accounts.md#roles guard toasts, word for word ('Title: description'). */
export const GUARD_TOASTS = {
  authRequired: { title: 'Authentication Required', description: 'Please log in to access this page.' },
  adminRequired: { title: 'Admin Access Required', description: 'You need admin privileges to access this page.' },
} as const;

/** Full name, or null when neither part is set (the profile then shows the username). */
export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName, user.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || null;
}

/** The avatar letter: first letter of firstName, else of username, else U (docs/product/pages.md#routes). */
export function avatarInitial(user: Pick<User, 'firstName' | 'username'> | null | undefined): string {
  const source = user?.firstName?.trim() || user?.username?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
