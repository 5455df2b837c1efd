import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_NAME, type SiteInfo } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { PageTitle } from './page-title.layout';
import { SiteFooter } from './site-footer.layout';

// Only the name matters here; the rest of GET /api/site is not read by these parts.
const site = (businessName: string) => ({ body: { businessName } satisfies Partial<SiteInfo> });

describe("the business's saved name", () => {
  it("titles a page '<page> — <business>' and the home page '<business> — <tagline>' once the site answers", async () => {
    stubApi({ 'GET /api/site': site('Sunny Days Parties') });
    const page = renderWithProviders(<PageTitle page="Packages" />);
    await waitFor(() => expect(document.title).toBe('Packages — Sunny Days Parties'));
    page.unmount();
    renderWithProviders(<PageTitle tagline="Kids' Competition Events" />);
    await waitFor(() => expect(document.title).toBe("Sunny Days Parties — Kids' Competition Events"));
  });

  it('keeps the default name while the site has not answered', () => {
    stubApi({ 'GET /api/site': () => new Promise(() => undefined) });
    renderWithProviders(<PageTitle page="Packages" />);
    expect(document.title).toBe(`Packages — ${DEFAULT_BUSINESS_NAME}`);
  });

  it("names the business in the wordmark, its link's accessible name and the copyright line", async () => {
    stubApi({ 'GET /api/site': site('Sunny Days Parties') });
    renderWithProviders(<SiteFooter email="hello@example.com" serviceArea="Austin" postalAddress={null} />);
    expect(await screen.findByRole('link', { name: 'Sunny Days Parties home' })).toHaveTextContent(
      'Sunny Days Parties',
    );
    expect(screen.getByText(/^©/)).toHaveTextContent(
      `© ${new Date().getFullYear()} Sunny Days Parties. All rights reserved.`,
    );
  });
});
