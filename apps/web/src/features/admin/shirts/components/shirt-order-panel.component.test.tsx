import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminExport, ShirtOrder, ShirtOrderEvent } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { ShirtOrderPanel } from './shirt-order-panel.component';

const TODAY = '2026-03-10';
const none = { YXS: 0, YS: 0, YM: 0, YL: 0, YXL: 0, AS: 0, AM: 0, AL: 0, AXL: 0 };
const event = (over: Partial<ShirtOrderEvent>): ShirtOrderEvent => ({
  bookingId: 'b-1',
  shortId: 'AAAA0001',
  eventDate: '2026-03-14',
  eventTime: '14:00',
  childFirstName: 'Maya',
  childrenBooked: 4,
  sizes: { ...none, YM: 2, AS: 1 },
  missing: 1,
  orderedAt: null,
  changedSinceOrdered: [],
  ...over,
});
const ORDER: ShirtOrder = {
  from: '2026-03-10',
  to: '2026-04-08',
  events: [
    event({}),
    event({
      bookingId: 'b-2',
      shortId: 'BBBB0002',
      childFirstName: 'Leo',
      sizes: { ...none, YL: 1 },
      missing: 4,
      childrenBooked: 5,
      orderedAt: '2026-03-05T15:00:00Z',
      changedSinceOrdered: ['YL', 'AS'],
    }),
  ],
  totals: { ...none, YM: 2, YL: 1, AS: 1 },
  missing: 5,
};
const exportOf = (over: Partial<AdminExport>): AdminExport => ({
  id: 'e-1',
  kind: 'shirt-order-pdf',
  filters: { from: '2026-03-01', to: '2026-03-31' },
  status: 'queued',
  progress: 0,
  rows: null,
  createdAt: '2026-03-10T12:00:00Z',
  finishedAt: null,
  downloadUrl: null,
  ...over,
});

const render = () => renderWithProviders(<ShirtOrderPanel today={TODAY} />, { route: '/admin/shirts' });

afterEach(() => vi.unstubAllGlobals());

describe('the Shirts tab', () => {
  it("lists the period's events with their sizes, the unsized, the order state and the changed flag, and the totals", async () => {
    const api = stubApi({ 'GET /api/admin/shirt-orders': { body: ORDER } });
    render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Youth M × 2')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Adult S × 1')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Not ordered')).toBeInTheDocument();
    expect(within(rows[2]).getByText(/^Ordered on /)).toBeInTheDocument();
    expect(within(rows[2]).getByText('Changed since ordered: Youth L, Adult S')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Total' });
    expect(within(totals).getByText('Youth M × 2, Youth L × 1, Adult S × 1')).toBeInTheDocument();
    expect(within(totals).getByText('No size yet: 5')).toBeInTheDocument();
    // Its own days, not the figures' "This month": the next 30 days from the business's today, both included.
    expect(api.sent.map((r) => r.path)).toEqual(['/api/admin/shirt-orders?from=2026-03-10&to=2026-04-08']);
    expect(screen.getByText('Parties from Tue, Mar 10, 2026 to Wed, Apr 8, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/shirt-orders.csv?from=2026-03-10&to=2026-04-08',
    );
  });

  it("shows the days the admin chooses, kept in the URL apart from the figures' period", async () => {
    const api = stubApi({ 'GET /api/admin/shirt-orders': { body: ORDER } });
    renderWithProviders(<ShirtOrderPanel today={TODAY} />, {
      route: '/admin/shirts?period=last-month&shirtsFrom=2026-05-01&shirtsTo=2026-05-31',
    });
    expect(await screen.findByText('Parties from Fri, May 1, 2026 to Sun, May 31, 2026.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Shirt order days' });
    const to = within(form).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-05-15');
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await screen.findByText('Parties from Fri, May 1, 2026 to Fri, May 15, 2026.');
    expect(api.sent.map((r) => r.path)).toEqual([
      '/api/admin/shirt-orders?from=2026-05-01&to=2026-05-31',
      '/api/admin/shirt-orders?from=2026-05-01&to=2026-05-15',
    ]);
  });

  it('says when the period has no shirts, and when the order cannot be read', async () => {
    stubApi({ 'GET /api/admin/shirt-orders': { body: { ...ORDER, events: [], totals: none, missing: 0 } } });
    const { unmount } = render();
    expect(await screen.findByText('No shirts to order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all ordered' })).toBeDisabled();
    unmount();
    stubApi({ 'GET /api/admin/shirt-orders': { status: 500, body: { message: 'boom' } } });
    render();
    expect(await screen.findByText('Failed to load the shirt order. Please try again later.')).toBeInTheDocument();
  });

  it("marks one event's shirts ordered, or the whole period's", async () => {
    const api = stubApi({
      'GET /api/admin/shirt-orders': { body: ORDER },
      'POST /api/admin/shirt-orders/ordered': { body: [] },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: "Mark BBBB0002's shirts ordered" }));
    const all = screen.getByRole('button', { name: 'Mark all ordered' });
    expect(all).toHaveClass('rt-variant-outline');
    // Marking every party asks first; Cancel marks nothing.
    await userEvent.click(all);
    const ask = await screen.findByRole('alertdialog', { name: 'Mark the shirts of 2 parties ordered?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
    await userEvent.click(all);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark all ordered' }),
    );
    await waitFor(() =>
      expect(api.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { bookingIds: ['b-2'] },
        { bookingIds: ['b-1', 'b-2'] },
      ]),
    );
  });

  it('prints the PDF through an export, shows its progress and downloads it once ready', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let polls = 0;
    const api = stubApi({
      'GET /api/admin/shirt-orders': { body: ORDER },
      'POST /api/admin/shirt-orders/pdf': { status: 202, body: exportOf({}) },
      'GET /api/admin/exports/e-1': () =>
        ++polls < 2
          ? { body: exportOf({ status: 'running', progress: 40 }) }
          : { body: exportOf({ status: 'done', progress: 100, downloadUrl: '/api/admin/exports/e-1/download' }) },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Print PDF' }));
    expect(await screen.findByRole('progressbar', { name: 'Printing the shirt order' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/admin/exports/e-1/download'), { timeout: 5000 });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({ from: '2026-03-10', to: '2026-04-08' });
  });
});
