import { bothWays, pipeValue } from '@app/testing';
import { ACCOUNT_MESSAGES as M } from './accounts.contract';
import { LoginDto } from './login.dto';
import { RegisterDto } from './register.dto';

const valid = {
  username: 'jane_doe',
  email: 'jane@example.com',
  password: 'long-enough',
  firstName: 'Jane',
  lastName: 'Doe',
};

describe('RegisterDto, as the API and the SPA form run it', () => {
  it('accepts a complete registration, trims names and drops blank ones', async () => {
    expect(await bothWays(RegisterDto, valid)).toEqual({ api: {}, form: {} });
    expect(await pipeValue(RegisterDto, { ...valid, username: ' jane_doe ', firstName: '  ' })).toMatchObject({
      username: 'jane_doe',
      firstName: undefined,
      lastName: 'Doe',
    });
  });

  it.each([
    // The order is the DTO's: required before too short before the format.
    [{ username: '' }, { username: M.usernameRequired }],
    [{ username: 'ab' }, { username: M.usernameLength }],
    [{ username: 'a!' }, { username: M.usernameLength }],
    [{ username: 'a'.repeat(65) }, { username: M.usernameLength }],
    [{ username: 'jane doe' }, { username: M.usernameFormat }],
    [{ email: 'not-an-email' }, { email: M.email }],
    [{ email: '' }, { email: M.email }],
    [{ password: '' }, { password: M.passwordRequired }],
    [{ password: 'short' }, { password: M.passwordLength }],
    [{ password: 'p'.repeat(257) }, { password: M.passwordTooLong }],
    [{ firstName: 'x'.repeat(81) }, { firstName: M.firstNameTooLong }],
    [{ lastName: 'x'.repeat(81) }, { lastName: M.lastNameTooLong }],
  ])('refuses %j with the same field message on both sides', async (patch, fields) => {
    expect(await bothWays(RegisterDto, { ...valid, ...patch })).toEqual({ api: fields, form: fields });
  });

  it('accepts an e-mail address as the username', async () => {
    expect(await bothWays(RegisterDto, { ...valid, username: 'jane+kids@example.com' })).toEqual({ api: {}, form: {} });
  });
});

describe('LoginDto, as the API and the SPA form run it', () => {
  it('needs both fields, and reports "required" first', async () => {
    const fields = { username: M.usernameRequired, password: M.passwordRequired };
    expect(await bothWays(LoginDto, { username: '', password: '' })).toEqual({ api: fields, form: fields });
    expect(await bothWays(LoginDto, {})).toEqual({ api: fields, form: fields });
  });

  it('checks only presence and size, never the registration format', async () => {
    expect(await bothWays(LoginDto, { username: 'a b', password: 'x' })).toEqual({ api: {}, form: {} });
    const tooLong = { username: M.invalidCredentials };
    expect(await bothWays(LoginDto, { username: 'u'.repeat(257), password: 'x' })).toEqual({
      api: tooLong,
      form: tooLong,
    });
  });
});
