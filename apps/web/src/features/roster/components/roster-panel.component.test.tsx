import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
  age: null,
  photoConsent: true,
  attending: true,
  source: 'family',
  ...overrides,
});
const HOST_CHILD = { source: 'host' } as const;

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

/** The autosave's status line (an aria-live region), once it reads `text`; a save comes a second after the last change. */
const status = (text: string) => screen.findByText(text, { selector: '[aria-live="polite"]' }, { timeout: 3000 });

/**
 * Adds a row and fills it as the host does: a size from the list, then a first name. In that order the name is the
 * change that makes the row a child to send, so its save comes a second after the row is whole however long opening
 * the list takes on a busy machine (name first, a save of the row without its size could come in between).
 */
async function addChild(view: ReturnType<typeof renderPanel>, name: string, size: string) {
  await view.user.click(screen.getByRole('button', { name: 'Add a child' }));
  const row = screen.getByRole('group', { name: /^Child \d+$/ });
  await view.user.click(within(row).getByRole('combobox', { name: /Shirt size/ }));
  await view.user.click(await screen.findByRole('option', { name: size }));
  await view.fill(within(row).getByRole('textbox', { name: 'First name' }), name);
}

const legends = () => screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);

describe("the host's list on the booking page", () => {
  it('lists the children with a family’s marked, counts the sizes, and saves a second after the last change', async () => {
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster() },
      [`PUT ${ROSTER}`]: () => ({
        body: roster({
          version: 4,
          children: [
            child(),
            child({
              id: 'a1b2c3d4-0000-4000-8000-000000000002',
              firstName: 'Ava',
              shirtSize: 'YM',
              photoConsent: false,
              ...HOST_CHILD,
            }),
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
    expect(screen.getByLabelText('Shirts: Youth M 1')).toHaveTextContent('Shirts: YM 1');
    expect(api.to('PUT', ROSTER)).toEqual([]);
    await status('Saved');
    const [put] = api.to('PUT', ROSTER);
    expect(put.body).toEqual({
      version: 3,
      children: [
        {
          id: child().id,
          firstName: 'Mia',
          shirtSize: null,
          notes: null,
          age: null,
          photoConsent: true,
          attending: true,
        },
        { firstName: 'Ava', shirtSize: 'YM', notes: null, age: null, photoConsent: false, attending: true },
      ],
    });
    expect(put.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing changed since: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.to('PUT', ROSTER)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save the list' })).not.toBeInTheDocument();
  });

  it('counts the shirts coming by size in the sizes’ order, leaving out those who can’t come', async () => {
    stubApi({
      [`GET ${ROSTER}`]: {
        body: roster({
          childrenBooked: 5,
          children: [
            child({ id: 'a', firstName: 'Ann', shirtSize: 'YL' }),
            child({ id: 'b', firstName: 'Ben', shirtSize: 'YS' }),
            child({ id: 'c', firstName: 'Cal', shirtSize: 'YL' }),
            child({ id: 'd', firstName: 'Dan', shirtSize: 'AM', attending: false }),
          ],
        }),
      },
    });
    renderPanel();
    expect(await screen.findByLabelText('Shirts: Youth S 1, Youth L 2')).toHaveTextContent('Shirts: YS 1 · YL 2');
  });

  it('saves when the focus leaves the list, without waiting', async () => {
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster() },
      [`PUT ${ROSTER}`]: { body: roster({ version: 4, children: [child({ firstName: 'Mila' })] }) },
    });
    const view = renderPanel();
    const mia = await screen.findByRole('group', { name: 'Mia' });
    await view.fill(within(mia).getByRole('textbox', { name: 'First name' }), 'Mila');
    await view.user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
    await waitFor(() => expect(api.to('PUT', ROSTER)).toHaveLength(1), { timeout: 500 });
  });

  it('keeps the notes folded away until asked for, and saves them', async () => {
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster() },
      [`PUT ${ROSTER}`]: { body: roster({ version: 4, children: [child({ notes: 'Nut allergy' })] }) },
    });
    const view = renderPanel();
    const mia = await screen.findByRole('group', { name: 'Mia' });
    expect(within(mia).queryByRole('textbox', { name: 'Allergies or notes' })).not.toBeInTheDocument();
    await view.user.click(within(mia).getByRole('button', { name: 'Show allergies or notes for Mia' }));
    await view.fill(within(mia).getByRole('textbox', { name: 'Allergies or notes' }), 'Nut allergy');
    await status('Saved');
    expect(api.to('PUT', ROSTER)[0].body).toMatchObject({ children: [{ notes: 'Nut allergy' }] });
  });

  it('shows a first name missing under its row and sends nothing, an empty new row being no child yet', async () => {
    const api = stubApi({ [`GET ${ROSTER}`]: { body: roster({ children: [] }) } });
    const view = renderPanel();
    await view.user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByText(ROSTER_MESSAGES.firstName)).not.toBeInTheDocument();
    const row = screen.getByRole('group', { name: 'Child 1' });
    await view.user.click(within(row).getByRole('combobox', { name: /Shirt size/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Youth S' }));
    await status('Couldn’t save: check the fields marked.');
    expect(within(row).getByText(ROSTER_MESSAGES.firstName)).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: /Shirt size/ })).toHaveTextContent('Youth S');
    expect(api.to('PUT', ROSTER)).toEqual([]);
  });

  it('shows each child’s age in the row, saves a change as a number and an emptied age as not given', async () => {
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster({ children: [child({ age: 7 })] }) },
      [`PUT ${ROSTER}`]: ({ body }) => {
        const sent = (body as { children: { age: number | null }[] }).children[0];
        return { body: roster({ version: 4 + api.to('PUT', ROSTER).length, children: [child({ age: sent.age })] }) };
      },
    });
    const view = renderPanel();
    const mia = await screen.findByRole('group', { name: 'Mia' });
    const age = within(mia).getByRole('textbox', { name: 'Age' });
    expect(age).toHaveValue('7');
    expect(age).toHaveAttribute('inputmode', 'numeric');
    await view.fill(age, '8');
    await status('Saved');
    expect(api.to('PUT', ROSTER)[0].body).toMatchObject({ children: [{ firstName: 'Mia', age: 8 }] });
    await view.fill(age, '');
    await waitFor(() => expect(api.to('PUT', ROSTER)).toHaveLength(2), { timeout: 3000 });
    expect(api.to('PUT', ROSTER)[1].body).toMatchObject({ children: [{ firstName: 'Mia', age: null }] });
  });

  it.each([['0'], ['18'], ['3.5'], ['six']])(
    'shows the age’s message under its row for "%s" and sends nothing',
    async (typed) => {
      const api = stubApi({ [`GET ${ROSTER}`]: { body: roster() } });
      const view = renderPanel();
      const mia = await screen.findByRole('group', { name: 'Mia' });
      const age = within(mia).getByRole('textbox', { name: 'Age' });
      await view.fill(age, typed);
      await status('Couldn’t save: check the fields marked.');
      expect(within(mia).getByText(ROSTER_MESSAGES.age)).toBeInTheDocument();
      expect(age).toHaveAttribute('aria-invalid', 'true');
      expect(age).toHaveValue(typed);
      expect(api.to('PUT', ROSTER)).toEqual([]);
    },
  );

  it('takes in a family’s answer the save brought back, keeping what the host typed while it was away', async () => {
    const zoe = child({ id: 'a1b2c3d4-0000-4000-8000-000000000003', firstName: 'Zoe', shirtSize: 'AS' });
    const avaId = 'a1b2c3d4-0000-4000-8000-000000000002';
    let answerFirst: (reply: { body: Roster }) => void = () => undefined;
    let puts = 0;
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster() },
      [`PUT ${ROSTER}`]: () =>
        ++puts === 1
          ? new Promise((resolve) => (answerFirst = resolve))
          : { body: roster({ version: 6, children: [child(), zoe] }) },
    });
    const view = renderPanel();
    await screen.findByRole('group', { name: 'Mia' });
    await addChild(view, 'Ava', 'Youth L');
    await status('Saving…');
    // The host goes on typing while the save is away.
    const ava = screen.getByRole('group', { name: 'Ava' });
    const name = within(ava).getByRole('textbox', { name: 'First name' });
    await view.user.type(name, 'lyn');
    answerFirst({
      body: roster({
        version: 5,
        children: [child(), child({ id: avaId, firstName: 'Ava', shirtSize: 'YL', ...HOST_CHILD }), zoe],
      }),
    });
    await waitFor(() => expect(legends()).toEqual(['Mia', 'Avalyn', 'Zoe']));
    expect(name).toHaveValue('Avalyn');
    expect(name).toHaveFocus();
    await waitFor(() => expect(api.to('PUT', ROSTER)).toHaveLength(2), { timeout: 3000 });
    const second = api.to('PUT', ROSTER)[1].body as { version: number; children: { id?: string; firstName: string }[] };
    expect(second.version).toBe(5);
    expect(second.children.map((c) => [c.id, c.firstName])).toEqual([
      [child().id, 'Mia'],
      [avaId, 'Avalyn'],
      [zoe.id, 'Zoe'],
    ]);
  });

  it('after a change on the host’s side, shows the list now with what the host typed kept, and retries on its version', async () => {
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
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(ROSTER_MESSAGES.changed);
    expect(alert).toHaveTextContent('What you typed is kept below.');
    expect(legends()).toEqual(['Mia', 'Ava', 'Zoe']);
    await status('Couldn’t save.');
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await status('Saved');
    const second = api.to('PUT', ROSTER)[1].body as { version: number; children: { firstName: string }[] };
    expect(second.version).toBe(5);
    expect(second.children.map((c) => c.firstName)).toEqual(['Mia', 'Ava', 'Zoe']);
  });

  it('says a save that could not be made, and its retry sends the same intent again', async () => {
    let puts = 0;
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: roster() },
      [`PUT ${ROSTER}`]: () => (++puts === 1 ? { status: 503, body: {} } : { body: roster({ version: 4 }) }),
    });
    const view = renderPanel();
    const mia = await screen.findByRole('group', { name: 'Mia' });
    await view.fill(within(mia).getByRole('textbox', { name: 'First name' }), 'Mila');
    await status('Couldn’t save.');
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    await status('Saved');
    const [first, again] = api.to('PUT', ROSTER);
    expect(again.body).toEqual(first.body);
    expect(again.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
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
    const offer = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(offer).toHaveTextContent(ROSTER_MESSAGES.overCount(1, 2));
    expect(offer).toHaveTextContent('The new total would be $415.00, with $15.00 due.');
    await view.user.click(within(offer).getByRole('button', { name: 'Raise to 2 children and save' }));
    await status('Saved');
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
            child({ shirtSize: 'YS', notes: 'Nut allergy', age: 7 }),
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
    expect(list).toHaveTextContent('Mia, 7 · Youth S · Nut allergy · photos allowed');
    expect(list).toHaveTextContent('Leo · can’t come');
    expect(screen.queryByRole('button', { name: 'Add a child' })).not.toBeInTheDocument();
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
    const mia = await screen.findByRole('group', { name: 'Mia' });
    await view.fill(within(mia).getByRole('textbox', { name: 'First name' }), 'Mila');
    expect(await screen.findByText(/^The list closed on Fri, Mar 20/, {}, { timeout: 3000 })).toHaveTextContent(
      'so the shirts and awards can be made. Call or write to us to change it.',
    );
    expect(screen.queryByRole('button', { name: 'Add a child' })).not.toBeInTheDocument();
  });
});

describe("families' entries on the host's list", () => {
  const FAMILY_ENTRIES = `/api/bookings/${ID}/roster/family-entries?token=${TOKEN}`;
  const ava = child({ id: 'a1b2c3d4-0000-4000-8000-000000000002', firstName: 'Ava', ...HOST_CHILD });
  const zoe = child({ id: 'a1b2c3d4-0000-4000-8000-000000000003', firstName: 'Zoe', attending: false });
  const withFamilies = roster({ children: [ava, child(), zoe] });

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

  it("keeps what the host typed meanwhile, without the families' rows, and saves it on the list now", async () => {
    let answerPut: (reply: { body: Roster }) => void = () => undefined;
    const api = stubApi({
      [`GET ${ROSTER}`]: { body: withFamilies },
      [`DELETE ${FAMILY_ENTRIES}`]: { body: roster({ version: 4, children: [ava] }) },
      [`PUT ${ROSTER}`]: () => new Promise((resolve) => (answerPut = resolve)),
    });
    const view = renderPanel();
    await screen.findByRole('group', { name: 'Mia' });
    await view.user.click(screen.getByRole('button', { name: 'Remove family entries (2)' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove all 2' }));
    await screen.findByText(ROSTER_TEXTS.familyEntriesRemoved);
    await addChild(view, 'Leo', 'Youth S');
    expect(legends()).toEqual(['Ava', 'Leo']);
    await status('Saving…');
    const put = api.to('PUT', ROSTER)[0].body as { version: number; children: { firstName: string }[] };
    expect(put.version).toBe(4);
    expect(put.children.map((c) => c.firstName)).toEqual(['Ava', 'Leo']);
    answerPut({ body: roster({ version: 5, children: [ava] }) });
    await status('Saved');
  });
});

describe('the invitation link', () => {
  const URL = 'http://localhost/invitations/i.sig';
  const invitation = {
    url: URL,
    hostChildName: 'Robin',
    shareAddress: true,
    message: 'Bring a water bottle',
    createdAt: '2026-03-01T10:00:00Z',
  };
  // The clipboard and share sheet these tests give the browser go with each test: the window is the next file's too.
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(navigator, 'share');
  });

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
    // The list saved afterwards names the version the new link moved to.
    const mia = screen.getByRole('group', { name: 'Mia' });
    await view.fill(within(mia).getByRole('textbox', { name: 'First name' }), 'Mila');
    await status('Saved');
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

  describe("the phone's share sheet", () => {
    const stubShare = (share: (data: ShareData) => Promise<void>) => {
      const calls: ShareData[] = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return share(data);
        },
      });
      return calls;
    };

    it('hands the link with a sentence naming the party to the share sheet', async () => {
      const calls = stubShare(() => Promise.resolve());
      stubApi({ [`GET ${ROSTER}`]: { body: roster({ invitation }) } });
      const view = renderPanel();
      await view.user.click(await screen.findByRole('button', { name: 'Share…' }));
      expect(calls).toEqual([
        { title: 'Party invitation', text: "Please add your child to Robin's party guest list:", url: URL },
      ]);
    });

    it('changes nothing when the host cancels it, and the copy still works', async () => {
      const calls = stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      stubApi({ [`GET ${ROSTER}`]: { body: roster({ invitation }) } });
      const view = renderPanel();
      await view.user.click(await screen.findByRole('button', { name: 'Share…' }));
      expect(calls).toHaveLength(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.resolve() },
      });
      await view.user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    });

    it('is not offered where the browser has none: the link is copied', async () => {
      stubApi({ [`GET ${ROSTER}`]: { body: roster({ invitation }) } });
      renderPanel();
      expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    });
  });
});
