import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

beforeEach(() => {
  stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute() });
});

describe('step 3 says what is missing', () => {
  it('marks the required fields and names those still needed under Next', async () => {
    const { fill } = renderWizard({
      step: 3,
      values: { ...VALID_DRAFT, parentName: '', location: { ...VALID_DRAFT.location, zipCode: '' } },
    });
    expect(await screen.findByText(/Fields marked/)).toHaveTextContent('Fields marked * are required.');
    expect(screen.getByLabelText('Parent name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Theme (optional)')).not.toHaveAttribute('aria-required');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Still needed: Parent name, ZIP code.');
    await fill(screen.getByLabelText('Parent name'), 'Jamie Parent');
    expect(next).toHaveAccessibleDescription('Still needed: ZIP code.');
  });

  it('lists only the served states (GET /api/site), by name with their code, and keeps the code as the value', async () => {
    const { user } = renderWizard({ step: 3 });
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(state).toHaveTextContent('Texas (TX)');
    await user.click(state);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // SITE serves TX, OK and AR: none of the other 47.
    expect(options.map((o) => o.textContent)).toEqual(['Arkansas (AR)', 'Oklahoma (OK)', 'Texas (TX)']);
    await user.click(screen.getByRole('option', { name: 'Oklahoma (OK)' }));
    expect(JSON.parse(sessionStorage.getItem('booking-wizard:venue') ?? '{}').location.state).toBe('OK');
  });
});
