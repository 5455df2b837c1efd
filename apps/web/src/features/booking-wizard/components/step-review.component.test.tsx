import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_TIME_VALUES } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { SITE } from '../testing/wizard.fixtures';

// The review states the money before the parent books, and leads back to each step to change it.
const heading = () => screen.getByRole('heading', { level: 2 });

beforeEach(() => {
  // The business's today (a Monday in March 2026), so the party three weeks on is before its change deadline.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
  stubApi({
    'GET /api/custom-games': { body: [] },
    'GET /api/availability': availabilityRoute(() => START_TIME_VALUES),
    'POST /api/reservations': { status: 503, body: { code: 'SERVICE_UNAVAILABLE' } },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the review', () => {
  it('states the deposit due today, the balance, the deadline on the business clock and the refund less the fee', async () => {
    renderWizard({ step: 4 });
    // $400.00: a $200.00 deposit; 2:00 PM on Monday, March 23 less 48 hours; $200.00 less 3% back.
    const plan = await screen.findByTestId('payment-plan');
    expect(plan).toHaveTextContent(
      'Due today $200.00 · $200.00 on Mar 23 · cancel by Mar 21, 2:00 PM Central to get $194.00 back (3% fee kept); after that, by request',
    );
    expect(plan.closest('p')).toHaveTextContent(/^A 50% deposit secures your booking: Due today/);
  });

  it("reads the fee from the business's settings", async () => {
    SITE.cancellationFeePercent = 5;
    try {
      renderWizard({ step: 4 });
      expect(await screen.findByTestId('payment-plan')).toHaveTextContent('to get $190.00 back (5% fee kept)');
    } finally {
      SITE.cancellationFeePercent = 3;
    }
  });

  it('each part has a "Change" link back to the step that holds it', async () => {
    for (const [name, step] of [
      ['Change games', 'Games'],
      ['Change date and time', 'Details'],
      ['Change child and guests', 'Details'],
      ['Change contact and location', 'Location'],
      ['Change add-ons', 'Location'],
    ]) {
      const { user, unmount } = renderWizard({ step: 4 });
      await user.click(await screen.findByRole('button', { name }));
      expect(heading()).toHaveTextContent(step);
      unmount();
    }
  });
});

describe('the step indicator', () => {
  it('takes the parent back to a finished step; the current and later steps are not buttons', async () => {
    const { user } = renderWizard({ step: 3 });
    const steps = within(screen.getByRole('navigation', { name: 'Booking progress' })).getAllByRole('listitem');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[2]).queryByRole('button')).toBeNull();
    expect(within(steps[3]).queryByRole('button')).toBeNull();
    const details = within(steps[1]).getByRole('button', { name: /^Step 2: Details \(completed\)/ });
    details.focus();
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('Details');
    expect(
      within(screen.getByRole('navigation', { name: 'Booking progress' })).getAllByRole('listitem')[1],
    ).toHaveAttribute('aria-current', 'step');
  });
});
