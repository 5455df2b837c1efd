import { ACCOUNT_MESSAGES } from '@app/contracts';
import { CodedException, createValidationPipe } from '@app/platform';
import { LoginDto } from './login.dto';
import { RegisterDto } from './register.dto';

const pipe = createValidationPipe();
const valid = {
  username: 'jane_doe',
  email: 'jane@example.com',
  password: 'long-enough',
  firstName: 'Jane',
  lastName: 'Doe',
};

async function fieldsFor(metatype: new () => object, body: object): Promise<Record<string, string>> {
  try {
    await pipe.transform(body, { type: 'body', metatype });
    return {};
  } catch (err) {
    if (err instanceof CodedException) return err.fields ?? {};
    throw err;
  }
}

describe('RegisterDto', () => {
  it('accepts a complete registration and trims names', async () => {
    const dto = await pipe.transform(
      { ...valid, username: ' jane_doe ', firstName: '  ' },
      { type: 'body', metatype: RegisterDto },
    );
    expect(dto).toMatchObject({ username: 'jane_doe', firstName: undefined, lastName: 'Doe' });
  });

  it.each([
    [{ username: '' }, 'username', ACCOUNT_MESSAGES.usernameRequired],
    [{ username: 'ab' }, 'username', ACCOUNT_MESSAGES.usernameLength],
    [{ username: 'a'.repeat(65) }, 'username', ACCOUNT_MESSAGES.usernameLength],
    [{ username: 'jane doe' }, 'username', ACCOUNT_MESSAGES.usernameFormat],
    [{ email: 'not-an-email' }, 'email', ACCOUNT_MESSAGES.email],
    [{ email: '' }, 'email', ACCOUNT_MESSAGES.email],
    [{ password: '' }, 'password', ACCOUNT_MESSAGES.passwordRequired],
    [{ password: 'short' }, 'password', ACCOUNT_MESSAGES.passwordLength],
    [{ firstName: 'x'.repeat(81) }, 'firstName', ACCOUNT_MESSAGES.firstNameTooLong],
  ])('refuses %j with the field message', async (patch, field, message) => {
    expect(await fieldsFor(RegisterDto, { ...valid, ...patch })).toEqual({ [field]: message });
  });

  it('accepts an e-mail address as the username', async () => {
    expect(await fieldsFor(RegisterDto, { ...valid, username: 'jane+kids@example.com' })).toEqual({});
  });
});

describe('LoginDto', () => {
  it('needs both fields', async () => {
    expect(await fieldsFor(LoginDto, { username: '', password: '' })).toEqual({
      username: ACCOUNT_MESSAGES.usernameRequired,
      password: ACCOUNT_MESSAGES.passwordRequired,
    });
  });
});
