import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES, ROSTER_TEXTS, type InvitationReplyView } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { InvitationReplyPage } from './invitation-reply-page.component';
import { invitationView } from './invitation-view.testing';

const TOKEN = 'a1b2c3d4-0000-4000-8000-00000000000a.sig';
const REPLY = `/api/invitation-replies/${encodeURIComponent(TOKEN)}`;

const reply = (child: Partial<InvitationReplyView['child']> = {}): InvitationReplyView => ({
  child: {
    firstName: 'Noah',
    shirtSize: 'AS',
    notes: 'No peanuts',
    age: null,
    photoConsent: true,
    attending: true,
    emergencyPhone: null,
    medicalNote: null,
    waiverSigned: false,
    ...child,
  },
  party: invitationView({ message: null, coming: ['Noah'] }),
});

const renderPage = () => renderWithProviders(<InvitationReplyPage token={TOKEN} />);

describe("a family's own answer, by its link", () => {
  it('shows the answer prefilled and sends a change, then a "can\'t come"', async () => {
    const api = stubApi({
      [`GET ${REPLY}`]: { body: reply() },
      [`PUT ${REPLY}`]: ({ body }) => ({ body: reply(body as Partial<InvitationReplyView['child']>) }),
    });
    const view = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your answer to Sam’s Birthday Party' });
    expect(screen.getByText('Noah is on the list as coming.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the party to your calendar (.ics)' })).toHaveAttribute(
      'href',
      `${REPLY}/calendar.ics`,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Noah');
    await view.fill(screen.getByRole('textbox', { name: /Allergies or notes/ }), '');
    await view.user.click(screen.getByRole('button', { name: 'Save: coming' }));
    expect(await screen.findByText(ROSTER_TEXTS.replyChanged)).toBeInTheDocument();
    expect(api.to('PUT', REPLY)[0].body).toEqual({
      firstName: 'Noah',
      shirtSize: 'AS',
      notes: null,
      age: null,
      photoConsent: true,
      attending: true,
    });
    await view.user.click(screen.getByRole('button', { name: 'We can’t come' }));
    expect(await screen.findByText('Noah can’t come.')).toBeInTheDocument();
    expect(api.to('PUT', REPLY)[1].body).toMatchObject({ attending: false });
  });

  it('withdraws the answer', async () => {
    const api = stubApi({ [`GET ${REPLY}`]: { body: reply() }, [`DELETE ${REPLY}`]: { status: 204 } });
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Withdraw our answer' }));
    expect(await screen.findByText(ROSTER_TEXTS.replyWithdrawn)).toBeInTheDocument();
    expect(api.to('DELETE', REPLY)[0].headers['Idempotency-Key']).toBeTruthy();
  });

  it('says when the answer is no longer on the list', async () => {
    stubApi({ [`GET ${REPLY}`]: { status: 404, body: { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'x' } } });
    renderPage();
    expect(await screen.findByText(ROSTER_TEXTS.replyNotFound)).toBeInTheDocument();
  });

  it('offers no change once the list has closed', async () => {
    const closed = reply();
    closed.party.closedReason = ROSTER_MESSAGES.locked(72);
    stubApi({ [`GET ${REPLY}`]: { body: closed } });
    renderPage();
    expect(await screen.findByText(ROSTER_MESSAGES.locked(72))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw our answer' })).not.toBeInTheDocument();
  });
});
