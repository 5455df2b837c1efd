import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { RegisterForm } from './register-form.component';

const form = () => screen.getByRole('form', { name: 'Register' });
const field = (label: string) => within(form()).getByLabelText(label);
const create = () => within(form()).getByRole('button', { name: 'Create Account' });

describe('the register form (docs/product/validation.md#validation)', () => {
  it("opens Create Account once username and password are filled, and shows the DTO's message beside each field", async () => {
    const api = stubApi({});
    const { user, fill } = renderWithProviders(<RegisterForm />, { route: '/auth' });
    expect(create()).toBeDisabled();
    await fill(field('Last name'), 'x'.repeat(81));
    await fill(field('Username'), 'a!');
    expect(create()).toBeDisabled();
    await fill(field('Email'), 'not-an-email');
    await fill(field('Password'), 'short');
    expect(create()).toBeEnabled();
    await user.click(create());

    const expected: [string, string][] = [
      ['Last name', 'Last name must be at most 80 characters'],
      ['Username', 'Username must be 3 to 64 characters'],
      ['Email', 'Please enter a valid email address'],
      ['Password', 'Password must be at least 8 characters'],
    ];
    for (const [label, message] of expected) {
      expect(await within(form()).findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.sent).toEqual([]);
  });

  it("puts the server's refusal beside the field it names, keeping what was typed", async () => {
    stubApi({
      'POST /api/register': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'That username is already taken',
          fields: { username: 'That username is already taken' },
        },
      },
    });
    const { user, fill } = renderWithProviders(<RegisterForm />, { route: '/auth' });
    await fill(field('Username'), 'taken.name');
    await fill(field('Email'), 'taken@example.com');
    await fill(field('Password'), 'correct horse battery');
    await user.click(create());
    expect(await within(form()).findByText('That username is already taken')).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).toHaveValue('taken.name');
    expect(field('Email')).toHaveValue('taken@example.com');
  });
});
