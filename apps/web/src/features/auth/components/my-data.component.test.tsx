import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, MY_DATA_WORDS as W, slotWords } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { MyData } from './my-data.component';

const TOO_CLOSE =
  'Your party on Sat, Feb 6, 2027 can no longer be cancelled online, so your account cannot be deleted yet.';

/** The profile's "Your data" (docs/product/privacy.md): the download, and the account's deletion behind its dialog. */
describe("the profile's own data", () => {
  it('saves the download under the name the api gave it', async () => {
    const api = stubApi({
      'GET /api/user/data': {
        body: { account: { id: 'u1' }, bookings: [] },
        headers: { 'Content-Disposition': 'attachment; filename="my-data-2027-02-01.json"' },
      },
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:data');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<MyData />);
    await user.click(screen.getByRole('button', { name: W.download }));
    await waitFor(() => expect(saved).toEqual(['my-data-2027-02-01.json']));
    expect(api.to('GET', '/api/user/data')).toHaveLength(1);
  });

  it('asks for the password again, says why it is refused, and tells what was done once deleted', async () => {
    const answers = [
      {
        status: 403,
        body: {
          code: 'PASSWORD_INCORRECT',
          message: ACCOUNT_MESSAGES.passwordIncorrect,
          fields: { password: ACCOUNT_MESSAGES.passwordIncorrect },
        },
      },
      { status: 409, body: { code: 'PARTIES_NOT_CANCELLABLE', message: TOO_CLOSE } },
      {
        status: 200,
        body: {
          cancelled: [{ bookingId: 'b1', eventDate: '2027-03-06', eventTime: '14:00', refundAmount: '388.00' }],
        },
      },
    ];
    const api = stubApi({
      'DELETE /api/user': () => answers.shift()!,
      'GET /api/site': { body: { timeZone: 'America/Chicago' } },
      'POST /api/logout': { status: 401 },
    });
    const { user, fill } = renderWithProviders(<MyData />, { route: '/profile' });
    await user.click(screen.getByRole('button', { name: W.delete }));
    const dialog = await screen.findByRole('dialog', { name: W.dialogTitle });
    expect(dialog).toHaveTextContent(W.upcoming);
    expect(dialog).toHaveTextContent(W.kept);
    const password = within(dialog).getByLabelText(W.password);
    await fill(password, 'not my password');
    await user.click(within(dialog).getByRole('button', { name: W.confirm }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.passwordIncorrect)).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await fill(password, 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: W.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOO_CLOSE);

    await user.click(within(dialog).getByRole('button', { name: W.confirm }));
    const done = await screen.findByRole('dialog', { name: W.doneTitle });
    expect(done).toHaveTextContent(W.done);
    expect(done).toHaveTextContent(W.cancelledParty(slotWords('2027-03-06', '14:00', 'America/Chicago'), '388.00'));
    expect(api.to('DELETE', '/api/user').map((r) => r.body)).toEqual([
      { password: 'not my password' },
      { password: 'correct horse battery' },
      { password: 'correct horse battery' },
    ]);
    await user.click(within(done).getByRole('button', { name: W.goHome }));
    await waitFor(() => expect(api.to('POST', '/api/logout')).toHaveLength(1));
  });
});
