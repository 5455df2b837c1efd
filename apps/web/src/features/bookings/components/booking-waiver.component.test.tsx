import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  WAIVER_MESSAGES as M,
  WAIVER_TEXTS as T,
  waiverAgreement,
  type BookingWaiverView,
  type WaiverText,
} from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingWaiver } from './booking-waiver.component';

const PATH = '/api/bookings/b-1/waiver?token=signed.token';
const text = (version: number, words = '# Waiver\n\nPlay at your own risk. <b>not bold</b>'): WaiverText => ({
  version,
  text: words,
  textHash: 'ab'.repeat(32),
  createdAt: '2026-03-01T10:00:00.000Z',
});
const view = (overrides: Partial<BookingWaiverView> = {}): BookingWaiverView => ({
  required: true,
  childName: 'Sam',
  waiver: text(3),
  signature: null,
  ...overrides,
});

const render = (childAge = 7) =>
  renderWithProviders(
    <BookingWaiver
      bookingId="b-1"
      token="signed.token"
      childAge={childAge}
      timeZone="America/Chicago"
      frame={(content) => <section aria-label="Waiver">{content}</section>}
    />,
  );

describe('the signing form on the booking page (docs/product/waivers.md#the-screens)', () => {
  it('shows the text as written, asks for each part of a minor’s signature, and sends the version it quotes', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { body: view() },
      [`POST ${PATH}`]: {
        status: 201,
        body: view({ signature: { signerName: 'Dana Smith', version: 3, signedAt: '2026-03-02T16:00:00.000Z' } }),
      },
    });
    const { user, fill } = render();
    const form = await screen.findByRole('form', { name: T.sign });
    // Markdown and markup shown as text: nothing of it becomes HTML.
    const shown = within(form).getByRole('region', { name: T.textLabel(3) });
    expect(shown).toHaveTextContent('# Waiver Play at your own risk. <b>not bold</b>');
    expect(shown.querySelector('b, h1')).toBeNull();

    await user.click(within(form).getByRole('button', { name: T.sign }));
    expect(await within(form).findByText(M.signerName)).toBeInTheDocument();
    expect(within(form).getByText(M.agreed)).toBeInTheDocument();
    expect(within(form).getByText(M.parentOrGuardian)).toBeInTheDocument();
    expect(api.to('POST', PATH)).toHaveLength(0);

    await fill(within(form).getByRole('textbox', { name: T.signerName }), 'Dana Smith');
    await user.click(within(form).getByRole('checkbox', { name: waiverAgreement(3) }));
    await user.click(within(form).getByRole('checkbox', { name: T.parentOrGuardian }));
    await user.click(within(form).getByRole('button', { name: T.sign }));

    expect(await screen.findByText(/Signed by Dana Smith \(version 3\)/)).toBeInTheDocument();
    expect(api.to('POST', PATH)).toHaveLength(1);
    const [sent] = api.to('POST', PATH);
    expect(sent.body).toEqual({
      version: 3,
      signerName: 'Dana Smith',
      agreed: true,
      parentOrGuardian: true,
      drawnSignature: null,
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks no guardian statement for an adult, and the drawing pad has a clear button', async () => {
    stubApi({ [`GET ${PATH}`]: { body: view() } });
    render(18);
    const form = await screen.findByRole('form', { name: T.sign });
    expect(within(form).queryByRole('checkbox', { name: T.parentOrGuardian })).toBeNull();
    expect(within(form).getByRole('img', { name: T.drawnSignature })).toHaveAccessibleDescription(T.drawnSignatureHint);
    expect(within(form).getByRole('button', { name: T.clearDrawing })).toBeInTheDocument();
  });

  it('shows the new text to sign again when the waiver changed since the page read it', async () => {
    stubApi({
      [`GET ${PATH}`]: { body: view() },
      [`POST ${PATH}`]: {
        status: 409,
        body: { statusCode: 409, code: 'WAIVER_VERSION_STALE', message: M.versionStale, details: { current: text(4) } },
      },
    });
    const { user, fill } = render(30);
    const form = await screen.findByRole('form', { name: T.sign });
    await fill(within(form).getByRole('textbox', { name: T.signerName }), 'Dana Smith');
    await user.click(within(form).getByRole('checkbox', { name: waiverAgreement(3) }));
    await user.click(within(form).getByRole('button', { name: T.sign }));

    expect(await screen.findByRole('alert')).toHaveTextContent(T.stale);
    const again = screen.getByRole('form', { name: T.sign });
    await waitFor(() => expect(within(again).getByRole('checkbox', { name: waiverAgreement(4) })).not.toBeChecked());
    expect(within(again).getByRole('textbox', { name: T.signerName })).toHaveValue('');
  });

  it('shows nothing while the business asks for no waiver', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { body: view({ required: false, waiver: null }) } });
    render();
    await waitFor(() => expect(api.to('GET', PATH)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Waiver' })).toBeNull();
  });
});
