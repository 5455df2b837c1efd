import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES, ACCOUNT_RULES, RegisterRequest } from '@app/contracts';
import { AccountsException } from './accounts.exception';

/**
 * The most used passwords of public breach lists (zxcvbn-ts' common list, ~49k entries by frequency), kept on the
 * server only: shipping it to the SPA would cost the visitor half a megabyte. Shorter ones are refused anyway.
 */
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= ACCOUNT_RULES.passwordMin),
);

/** The message for a password that meets the length rules but is easy to guess for this account, if any. */
export function weakPasswordMessage({
  username,
  email,
  password,
}: Pick<RegisterRequest, 'username' | 'email' | 'password'>): string | undefined {
  const candidate = password.trim().toLowerCase();
  if (candidate === username.trim().toLowerCase()) return ACCOUNT_MESSAGES.passwordIsUsername;
  const address = email.trim().toLowerCase();
  if (candidate === address || candidate === address.split('@')[0]) return ACCOUNT_MESSAGES.passwordIsEmail;
  if (COMMON_PASSWORDS.has(candidate)) return ACCOUNT_MESSAGES.passwordTooCommon;
  return undefined;
}

/** A 400 at the `password` field, like a validation failure, for the weak passwords above. */
export function refuseWeakPassword(request: Pick<RegisterRequest, 'username' | 'email' | 'password'>): void {
  const message = weakPasswordMessage(request);
  if (message) throw new AccountsException('PASSWORD_TOO_WEAK', message, { fields: { password: message } });
}
