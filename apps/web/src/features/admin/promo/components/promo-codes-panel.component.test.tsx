import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { PromoCodesPanel } from '@/features/admin/promo/components/promo-codes-panel.component';

describe('an admin list while it loads', () => {
  it('shows its shape, not a spinner, and says it is loading to a screen reader until the rows land', async () => {
    let answer: (value: { body: unknown[] }) => void = () => undefined;
    stubApi({ 'GET /api/admin/promo-codes': () => new Promise((resolve) => (answer = resolve)) });
    const { container } = renderWithProviders(<PromoCodesPanel today="2026-11-25" />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading promo codes...');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('.admin-skeleton').length).toBeGreaterThan(0);
    expect(container.querySelector('.rt-Spinner')).toBeNull();

    answer({ body: [] });
    expect(await screen.findByText('No promo codes yet.')).toBeInTheDocument();
    expect(container.querySelector('.admin-skeleton')).toBeNull();
  });
});
