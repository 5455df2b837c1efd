import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

// From step 1 on, the running price shows the date and time chosen and whether it is still free.
const price = () => screen.getByRole('complementary', { name: 'Your price' });
/** Chosen by the date check, no game picked yet: the smallest package's length is what is checked. */
const CHECKED = { ...VALID_DRAFT, selectedGames: [], eventDate: '2026-03-23', eventTime: '14:00' };

describe("the running price's date line", () => {
  it("shows the chosen date and time on the business's clock, still free for the games that count", async () => {
    const api = stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute() });
    renderWizard({ step: 1, values: CHECKED });
    expect(within(price()).getByText('Mon, Mar 23, 2026, 2:00 PM Central')).toBeVisible();
    expect(await within(price()).findByText('Still free')).toBeVisible();
    expect(api.to('GET', '/api/availability?from=2026-03-23&to=2026-03-23&games=3')).toHaveLength(1);
  });

  it('says when another family took the time meanwhile', async () => {
    stubApi({
      'GET /api/custom-games': { body: [] },
      'GET /api/availability': availabilityRoute((date) => (date === '2026-03-23' ? ['09:00'] : ['14:00'])),
    });
    renderWizard({ step: 1, values: CHECKED });
    expect(await within(price()).findByText('No longer free: choose another time at step 2')).toBeVisible();
    expect(within(price()).queryByText('Still free')).toBeNull();
  });

  it('shows no date line while no time is chosen', () => {
    stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute() });
    renderWizard({ step: 1, values: { ...CHECKED, eventTime: '' } });
    expect(within(price()).queryByText('Your chosen date')).toBeNull();
  });
});
