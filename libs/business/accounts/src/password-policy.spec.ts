import { ACCOUNT_MESSAGES } from '@app/contracts';
import { weakPasswordMessage } from './password-policy';

const account = { username: 'JamieParent', email: 'jamie.p@example.com' };

describe('weakPasswordMessage', () => {
  it.each(['password1', 'Password1', 'iloveyou1', 'qwertyuiop', '  letmein1 '])('refuses the common %j', (password) => {
    expect(weakPasswordMessage({ ...account, password })).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
  });

  it('refuses the username, in any case', () => {
    expect(weakPasswordMessage({ ...account, password: 'jamieparent' })).toBe(ACCOUNT_MESSAGES.passwordIsUsername);
    expect(weakPasswordMessage({ ...account, password: 'JAMIEPARENT' })).toBe(ACCOUNT_MESSAGES.passwordIsUsername);
  });

  it('refuses the e-mail address and its local part', () => {
    expect(weakPasswordMessage({ ...account, password: 'Jamie.P@example.com' })).toBe(ACCOUNT_MESSAGES.passwordIsEmail);
    expect(
      weakPasswordMessage({ username: 'someone', email: 'longerlocal@example.com', password: 'LongerLocal' }),
    ).toBe(ACCOUNT_MESSAGES.passwordIsEmail);
  });

  it('accepts a password that is neither', () => {
    expect(weakPasswordMessage({ ...account, password: 'correct horse battery' })).toBeUndefined();
    expect(weakPasswordMessage({ ...account, password: 'JamieParent!2026-party' })).toBeUndefined();
  });
});
