import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROSTER_MESSAGES } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { PartyDocuments } from './party-documents.component';

const ID = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';

describe('the party documents in the admin booking detail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the run sheet once the worker has built it, and shows why certificates are refused', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let asked = 0;
    const api = stubApi({
      [`GET /api/admin/bookings/${ID}/run-sheet.pdf`]: () =>
        ++asked === 1 ? { status: 202, body: { status: 'building' }, headers: { 'Retry-After': '0' } } : { body: {} },
      [`GET /api/bookings/${ID}/certificates.pdf`]: {
        status: 409,
        body: { statusCode: 409, code: 'ROSTER_EMPTY', message: ROSTER_MESSAGES.noChildrenComing },
      },
    });
    renderWithProviders(<PartyDocuments bookingId={ID} />);

    await userEvent.click(screen.getByRole('button', { name: 'Run sheet (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['run-sheet-34CD56EF.pdf']), { timeout: 5000 });
    expect(api.to('GET', `/api/admin/bookings/${ID}/run-sheet.pdf`)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Certificates (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ROSTER_MESSAGES.noChildrenComing);
  });

  it('prints on A4 once the admin picks it, and remembers the choice for the next booking', async () => {
    localStorage.removeItem('documents:paper');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = stubApi({
      [`GET /api/admin/bookings/${ID}/run-sheet.pdf`]: { body: {} },
      [`GET /api/admin/bookings/${ID}/run-sheet.pdf?paper=a4`]: { body: {} },
    });
    const { unmount } = renderWithProviders(<PartyDocuments bookingId={ID} />);
    expect(screen.getByRole('radio', { name: 'Letter' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'A4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Run sheet (PDF)' }));
    await vi.waitFor(() => expect(api.to('GET', `/api/admin/bookings/${ID}/run-sheet.pdf?paper=a4`)).toHaveLength(1));
    expect(api.to('GET', `/api/admin/bookings/${ID}/run-sheet.pdf`)).toHaveLength(0);
    unmount();

    renderWithProviders(<PartyDocuments bookingId={ID} />);
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
  });
});
