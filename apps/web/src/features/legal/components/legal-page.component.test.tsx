import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import source from '@/content/legal/cancellation-policy.md?raw';
import { LegalPage } from './legal-page.component';

describe('a legal page', () => {
  it('shows the business’s text: its title, the date under it, headings, lists and links inside the site', () => {
    stubApi({}); // GET /api/site unanswered: the title keeps the default name
    renderWithProviders(<LegalPage source={source} facts={{ noticeHours: '48', feePercent: '3%' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 2026.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rescheduling' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      '48 hours or more before the event: a full refund of what you paid, less the payment processing fee (3% of what you paid).',
    );
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Cancellation Policy — Champions Party');
  });

  it('holds the place of a figure configuration gives until it arrives', () => {
    renderWithProviders(<LegalPage source={source} facts={{ noticeHours: '48', feePercent: undefined }} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      /less the payment processing fee \(00% of what you paid\)/,
    );
    expect(screen.getAllByRole('listitem')[0]).not.toHaveTextContent('{feePercent}');
  });
});
