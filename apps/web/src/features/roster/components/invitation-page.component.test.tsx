import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES, ROSTER_TEXTS } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { InvitationPage, InvitationReplies } from './invitation-page.component';
import { invitationView } from './invitation-view.testing';

const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000009.sig';
const VIEW = `/api/invitations/${encodeURIComponent(TOKEN)}`;
const REPLY = `${VIEW}/children`;
const REPLY_URL = 'http://localhost/invitation-replies/a1b2c3d4-0000-4000-8000-00000000000a.sig';

const invitation = invitationView;

const renderPage = () =>
  renderWithProviders(<InvitationPage token={TOKEN} replies={<InvitationReplies token={TOKEN} />} />);

describe("an invited family's page", () => {
  it('shows the party as shared, the first names coming and spots left, and adds the family’s child', async () => {
    const api = stubApi({
      [`GET ${VIEW}`]: { body: invitation() },
      [`POST ${REPLY}`]: {
        status: 201,
        body: { ...invitation({ coming: ['Mia', 'Ava', 'Noah'], spotsLeft: 2 }), replyUrl: REPLY_URL },
      },
    });
    const view = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'You’re invited to Sam’s Birthday Party' });
    expect(screen.getByText('hosted by Champions Party')).toBeInTheDocument();
    expect(screen.getByText('Mon, Mar 23, 2026, 2:00 PM Central (90 minutes)')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('Bring a water bottle')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Who’s coming' })).toHaveTextContent('MiaAva');
    expect(screen.getByText('3 spots left')).toBeInTheDocument();

    await view.fill(screen.getByRole('textbox', { name: 'First name' }), 'Noah');
    await view.fill(screen.getByRole('textbox', { name: 'Age' }), '6');
    await view.user.click(screen.getByRole('combobox', { name: /Shirt size/ }));
    await view.user.click(await screen.findByRole('option', { name: 'Adult S' }));
    await view.fill(screen.getByRole('textbox', { name: /Allergies or notes/ }), 'No peanuts');
    await view.user.click(screen.getByRole('checkbox', { name: /Photos of this child/ }));
    await view.user.click(screen.getByRole('button', { name: 'Add my child' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Noah is on the list.');
    expect(screen.getByRole('list', { name: 'Who’s coming' })).toHaveTextContent('MiaAvaNoah');
    expect(screen.getByText('2 spots left')).toBeInTheDocument();
    // The reply's own link, to change or withdraw it: the family may have given no e-mail.
    expect(screen.getByText(ROSTER_TEXTS.replyLinkNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REPLY_URL })).toHaveAttribute('href', REPLY_URL);
    expect(screen.getByRole('link', { name: 'Add the party to your calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/invitation-replies/${encodeURIComponent('a1b2c3d4-0000-4000-8000-00000000000a.sig')}/calendar.ics`,
    );
    const [sent] = api.to('POST', REPLY);
    expect(sent.body).toEqual({
      firstName: 'Noah',
      shirtSize: 'AS',
      notes: 'No peanuts',
      age: 6,
      photoConsent: true,
      attending: true,
    });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
  });

  it('shows the age’s message under the field and sends nothing for an age out of range', async () => {
    const api = stubApi({ [`GET ${VIEW}`]: { body: invitation() } });
    const view = renderPage();
    await view.fill(await screen.findByRole('textbox', { name: 'First name' }), 'Noah');
    const age = screen.getByRole('textbox', { name: 'Age' });
    await view.fill(age, '18');
    await view.user.click(screen.getByRole('button', { name: 'Add my child' }));
    expect(await screen.findByText(ROSTER_MESSAGES.age)).toBeInTheDocument();
    expect(age).toHaveAttribute('aria-describedby', 'invited-age-error');
    expect(api.to('POST', REPLY)).toEqual([]);
  });

  it('sends a "can\'t come" with the child\'s first name and thanks the family', async () => {
    const api = stubApi({
      [`GET ${VIEW}`]: { body: invitation() },
      [`POST ${REPLY}`]: { status: 201, body: { ...invitation(), replyUrl: REPLY_URL } },
    });
    const view = renderPage();
    await view.fill(await screen.findByRole('textbox', { name: 'First name' }), 'Leo');
    await view.user.click(screen.getByRole('button', { name: 'We can’t come' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for letting the host family know.');
    expect(api.to('POST', REPLY)[0].body).toMatchObject({ firstName: 'Leo', attending: false });
  });

  it('says the link is no longer valid for a link turned off, replaced or forged', async () => {
    stubApi({ [`GET ${VIEW}`]: { status: 404, body: { statusCode: 404, code: 'BOOKING_NOT_FOUND' } } });
    renderPage();
    expect(
      await screen.findByText('This invitation link is no longer valid: ask the host family for a new one.'),
    ).toBeInTheDocument();
  });

  it('shows why no child can be added once the list closed, with no form', async () => {
    stubApi({ [`GET ${VIEW}`]: { body: invitation({ closedReason: ROSTER_MESSAGES.cancelled }) } });
    renderPage();
    expect(await screen.findByText(ROSTER_MESSAGES.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
  });

  it('offers only "can\'t come" when the party is full, and says so when it filled up meanwhile', async () => {
    let full = false;
    stubApi({
      [`GET ${VIEW}`]: () => ({ body: invitation({ spotsLeft: full ? 0 : 1 }) }),
      [`POST ${REPLY}`]: () => {
        full = true;
        return { status: 409, body: { statusCode: 409, code: 'ROSTER_FULL', message: ROSTER_MESSAGES.full } };
      },
    });
    const view = renderPage();
    await view.fill(await screen.findByRole('textbox', { name: 'First name' }), 'Noah');
    await view.user.click(screen.getByRole('button', { name: 'Add my child' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ROSTER_MESSAGES.full);
    const form = screen.getByRole('form', { name: 'Your child' });
    expect(await screen.findByText('0 spots left')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add my child' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'We can’t come' })).toBeInTheDocument();
  });
});
