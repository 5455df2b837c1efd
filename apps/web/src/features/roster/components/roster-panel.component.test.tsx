import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES, ROSTER_TEXTS, type Roster, type RosterChild } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { RosterPanel } from './roster-panel.component';

const ID = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';
const TOKEN = 'signed.token';
const ROSTER = `/api/bookings/${ID}/roster?token=${TOKEN}`;
const INVITATION = `/api/bookings/${ID}/invitation?token=${TOKEN}`;

const child = (overrides: Partial<RosterChild> = {}): RosterChild => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  firstName: 'Mia',
  shirtSize: null,
  notes: null,
  photoConsent: true,
  attending: true,
  source: 'family',
  addedThroughInvitation: true,
  ...overrides,
});
const HOST_CHILD = { source: 'host', addedThroughInvitation: false } as const;

const roster = (overrides: Partial<Roster> = {}): Roster => ({
  bookingId: ID,
  childrenBooked: 3,
  children: [child()],
  locksAt: '2099-03-20T15:00:00.000Z',
  locked: false,
  editable: true,
  certificatesReady: false,
  version: 3,
  invitation: null,
  ...overrides,
});

const conflict = (code: string, message: string, details: unknown) => ({
  status: 409,
  body: { statusCode: 409, code, message, details },
});

const renderPanel = () => renderWithProviders(<RosterPanel bookingId={ID} token={TOKEN} timeZone="America/Chicago" />);

/** Adds a row and fills it as the host does: a first name and a size from the list. */
async function addChild(view: ReturnType<typeof renderPanel>, name: string, size: string) {
  await view.user.click(screen.getByRole('button', { name: 'Add a child' }));
  const row = screen.getByRole('group', { name: /^Child \d+$/ });
  await view.fill(within(row).getByRole('textbox', { name: 'First name' }), name);
  await view.user.click(within(row).getByRole('combobox', { name: /Shirt size/ }));
  await view.user.click(await screen.findByRole('option', { name: size }));
}

describe("the host's list on the booking page", () => {
  it('lists the children with a family’s marked and the sizes missing, and saves the list with the version read', async () => {
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster() },
      [`PUT ${ROSTER}`]: () => ({
        body: roster({
          version: 4,
          children: [
            child(),
            child({ id: 'a1b2c3d4-0000-4000-8000-000000000002', firstName: 'Ava', shirtSize: 'YM', ...HOST_CHILD }),
          ],
        }),
      }),
    });
    const view = renderPanel();
    const mia = await screen.findByRole('group', { name: 'Mia' });
    expect(within(mia).getByText('added by their family')).toBeInTheDocument();
    expect(screen.getByText('1 shirt size is still missing.')).toBeInTheDocument();
    await addChild(view, 'Ava', 'Youth M');
    expect(screen.getByText('1 shirt size is still missing.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    await screen.findByText('The list is saved.');
    const [put] = api.to('PUT', ROSTER);
    expect(put.body).toEqual({
      version: 3,
      children: [
        { id: child().id, firstName: 'Mia', shirtSize: null, notes: null, photoConsent: true, attending: true },
        { firstName: 'Ava', shirtSize: 'YM', notes: null, photoConsent: false, attending: true },
      ],
    });
    expect(put.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a first name missing under its row and sends nothing', async () => {
    const api = stubApi({ [`GET ${ROSTER}`]: { body: roster({ children: [] }) } });
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    expect(await screen.findByText(ROSTER_MESSAGES.firstName)).toBeInTheDocument();
    expect(api.to('PUT', ROSTER)).toEqual([]);
  });

  it('after a family changed the list, shows it now with what the host typed kept, and saves on its version', async () => {
    const zoe = child({ id: 'a1b2c3d4-0000-4000-8000-000000000003', firstName: 'Zoe', shirtSize: 'AS' });
    let puts = 0;
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster() },
      [`PUT ${ROSTER}`]: () =>
        ++puts === 1
          ? conflict('ROSTER_CHANGED', ROSTER_MESSAGES.changed, {
              roster: roster({ version: 5, children: [child(), zoe] }),
            })
          : { body: roster({ version: 6 }) },
    });
    const view = renderPanel();
    await screen.findByRole('group', { name: 'Mia' });
    await addChild(view, 'Ava', 'Youth L');
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ROSTER_MESSAGES.changed);
    expect(alert).toHaveTextContent('What you typed is kept below.');
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Mia',
      'Zoe',
      'Ava',
    ]);
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    await screen.findByText('The list is saved.');
    const second = api.to('PUT', ROSTER)[1].body as { version: number; children: { firstName: string }[] };
    expect(second.version).toBe(5);
    expect(second.children.map((c) => c.firstName)).toEqual(['Mia', 'Zoe', 'Ava']);
  });

  it('over the booked count, offers to raise it with the new total and saves again with the raise', async () => {
    const over = { childrenBooked: 1, childrenListed: 2, newTotal: '415.00', newBalanceDue: '15.00' };
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster({ childrenBooked: 1 }) },
      [`PUT ${ROSTER}`]: ({ body }) =>
        (body as { raiseChildrenCountTo?: number }).raiseChildrenCountTo
          ? { body: roster({ childrenBooked: 2, version: 4 }) }
          : conflict('ROSTER_OVER_COUNT', ROSTER_MESSAGES.overCount(1, 2), over),
    });
    const view = renderPanel();
    await screen.findByRole('group', { name: 'Mia' });
    await addChild(view, 'Ava', 'Youth S');
    expect(screen.getByText(ROSTER_TEXTS.overBooked(1))).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent(ROSTER_MESSAGES.overCount(1, 2));
    expect(offer).toHaveTextContent('The new total would be $415.00, with $15.00 due.');
    await view.user.click(within(offer).getByRole('button', { name: 'Raise to 2 children and save' }));
    await screen.findByText('The list is saved.');
    const [first, raised] = api.to('PUT', ROSTER).map((r) => r.body as Record<string, unknown>);
    expect(raised).toEqual({ ...first, raiseChildrenCountTo: 2 });
  });

  it('once the list closed, shows it read-only with the reason', async () => {
    stubApi({
      [`GET ${ROSTER}`]: {
        body: roster({
          locked: true,
          editable: false,
          children: [
            child({ shirtSize: 'YS', notes: 'Nut allergy' }),
            child({ id: 'x', firstName: 'Leo', attending: false }),
          ],
        }),
      },
    });
    renderPanel();
    expect(
      await screen.findByText(
        'The list closed on Fri, Mar 20, 10:00 AM Central so the shirts and awards can be made. Call or write to us to change it.',
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Children on the list' });
    expect(list).toHaveTextContent('Mia · Youth S · Nut allergy · photos allowed');
    expect(list).toHaveTextContent('Leo · can’t come');
    expect(screen.queryByRole('button', { name: 'Save the list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /invitation link/ })).not.toBeInTheDocument();
    // Before the party the certificates are not the host's yet.
    expect(screen.queryByRole('button', { name: 'Award certificates (PDF)' })).not.toBeInTheDocument();
  });

  it("after the party, offers the award certificates through the page's own link", async () => {
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster({ locked: true, editable: false, certificatesReady: true }) },
      [`GET /api/bookings/${ID}/certificates.pdf?token=${TOKEN}`]: { status: 200, body: 'pdf' },
    });
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Award certificates (PDF)' }));
    await waitFor(() => expect(api.to('GET', `/api/bookings/${ID}/certificates.pdf?token=${TOKEN}`)).toHaveLength(1));
  });

  it('turns read-only with the reason when the list closed while the host was editing', async () => {
    let closed = false;
    stubApi({
      [`GET ${ROSTER}`]: () => ({ body: roster(closed ? { locked: true, editable: false } : {}) }),
      [`PUT ${ROSTER}`]: () => {
        closed = true;
        return conflict('ROSTER_LOCKED', ROSTER_MESSAGES.locked(72), undefined);
      },
    });
    const view = renderPanel();
    await screen.findByRole('group', { name: 'Mia' });
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    expect(await screen.findByText(/^The list closed on Fri, Mar 20/)).toHaveTextContent(
      'so the shirts and awards can be made. Call or write to us to change it.',
    );
    expect(screen.queryByRole('button', { name: 'Save the list' })).not.toBeInTheDocument();
  });
});

describe("families' entries on the host's list", () => {
  const FAMILY_ENTRIES = `/api/bookings/${ID}/roster/family-entries?token=${TOKEN}`;
  const ava = child({ id: 'a1b2c3d4-0000-4000-8000-000000000002', firstName: 'Ava', ...HOST_CHILD });
  const zoe = child({ id: 'a1b2c3d4-0000-4000-8000-000000000003', firstName: 'Zoe', attending: false });
  const withFamilies = roster({ children: [ava, child(), zoe] });
  const legends = () => screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);

  it('marks only the rows a family added through the link', async () => {
    stubApi({ [`GET ${ROSTER}`]: { body: withFamilies } });
    renderPanel();
    expect(within(await screen.findByRole('group', { name: 'Mia' })).getByText('added by their family')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Zoe' })).getByText('added by their family')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Ava' })).queryByText('added by their family')).toBeNull();
  });

  it('removes them all after a confirmation, loading meanwhile, and shows the list without them', async () => {
    let answer: (reply: { body: Roster }) => void = () => undefined;
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: withFamilies },
      [`DELETE ${FAMILY_ENTRIES}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Remove family entries (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove family entries?' });
    expect(dialog).toHaveTextContent(ROSTER_TEXTS.removeFamilyEntries(2));
    // "Keep them" changes nothing.
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(api.to('DELETE', FAMILY_ENTRIES)).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Remove family entries (2)' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove all 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Remove family entries/ })).toBeDisabled());
    answer({ body: roster({ version: 4, children: [ava] }) });
    expect(await screen.findByRole('status')).toHaveTextContent(ROSTER_TEXTS.familyEntriesRemoved);
    await waitFor(() => expect(legends()).toEqual(['Ava']));
    expect(screen.queryByRole('button', { name: /Remove family entries/ })).not.toBeInTheDocument();
    expect(api.to('DELETE', FAMILY_ENTRIES)[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps what the host typed meanwhile, without the families' rows, and saves it on the version read", async () => {
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: withFamilies },
      [`DELETE ${FAMILY_ENTRIES}`]: { body: roster({ version: 4, children: [ava] }) },
      [`PUT ${ROSTER}`]: { body: roster({ version: 5, children: [ava] }) },
    });
    const view = renderPanel();
    await screen.findByRole('group', { name: 'Mia' });
    await addChild(view, 'Leo', 'Youth S');
    await view.user.click(screen.getByRole('button', { name: 'Remove family entries (2)' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove all 2' }));
    await screen.findByText(ROSTER_TEXTS.familyEntriesRemoved);
    expect(legends()).toEqual(['Ava', 'Leo']);
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    await screen.findByText('The list is saved.');
    const put = api.to('PUT', ROSTER)[0].body as { version: number; children: { firstName: string }[] };
    expect(put.version).toBe(3);
    expect(put.children.map((c) => c.firstName)).toEqual(['Ava', 'Leo']);
  });
});

describe('the invitation link', () => {
  const URL = 'http://localhost/invitations/i.sig';
  const invitation = {
    url: URL,
    shareAddress: true,
    message: 'Bring a water bottle',
    createdAt: '2026-03-01T10:00:00Z',
  };

  it('is created with the address choice and message, then shown to copy, renew or turn off', async () => {
    let on = false;
    const api = stubApi({
      // A new link moves the list's version: the untouched form takes it, so its next save is not refused.
      [`GET ${ROSTER}`]: () => ({ body: roster({ invitation: on ? invitation : null, version: on ? 4 : 3 }) }),
      [`PUT ${ROSTER}`]: { body: roster({ version: 5 }) },
      [`POST ${INVITATION}`]: () => {
        on = true;
        return { status: 201, body: invitation };
      },
      [`DELETE ${INVITATION}`]: () => {
        on = false;
        return { status: 204 };
      },
    });
    const view = renderPanel();
    await view.user.click(await screen.findByRole('checkbox', { name: /Show the party’s address/ }));
    await view.fill(screen.getByRole('textbox', { name: /short message/ }), 'Bring a water bottle');
    await view.user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(URL);
    expect(api.to('POST', INVITATION)[0].body).toEqual({ shareAddress: true, message: 'Bring a water bottle' });
    await view.user.click(screen.getByRole('button', { name: 'Save the list' }));
    await screen.findByText('The list is saved.');
    expect(api.to('PUT', ROSTER)[0].body).toMatchObject({ version: 4 });

    await view.user.click(screen.getByRole('button', { name: 'New link' }));
    expect(screen.getByText(/A new link stops the old one/)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Keep the current link' }));

    await view.user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/The invitation link is off/)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create an invitation link' })).toBeInTheDocument());
  });

  it('selects the link to copy by hand where the clipboard is refused', async () => {
    stubApi({ [`GET ${ROSTER}`]: { body: roster({ invitation }) } });
    const view = renderPanel();
    const field = await screen.findByRole('textbox', { name: 'Invitation link' });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await view.user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/The link is selected/)).toBeInTheDocument();
    expect(field).toHaveFocus();
  });
});
