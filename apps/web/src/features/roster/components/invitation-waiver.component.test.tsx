import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES as M, WAIVER_TEXTS as T, waiverAgreement } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { InvitationPage, InvitationReplies } from './invitation-page.component';
import { invitationView } from './invitation-view.testing';

const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000009.sig';
const VIEW = `/api/invitations/${encodeURIComponent(TOKEN)}`;
const REPLY = `${VIEW}/children`;
const REPLY_URL = 'http://localhost/invitation-replies/a1b2c3d4-0000-4000-8000-00000000000a.sig';
const WAIVER = {
  version: 5,
  text: 'Races are at your own risk.',
  textHash: 'ef'.repeat(32),
  createdAt: '2026-03-01T10:00:00Z',
};

const renderPage = () =>
  renderWithProviders(<InvitationPage token={TOKEN} replies={<InvitationReplies token={TOKEN} />} />);

describe('an invited family signs the waiver with its "coming" (docs/product/waivers.md#the-screens)', () => {
  it('asks for the emergency phone and each part of the signature, then sends them with the child', async () => {
    const api = stubApi({
      [`GET ${VIEW}`]: { body: invitationView({ waiver: WAIVER }) },
      [`POST ${REPLY}`]: { status: 201, body: { ...invitationView({ waiver: WAIVER }), replyUrl: REPLY_URL } },
    });
    const view = renderPage();
    const form = await screen.findByRole('form', { name: 'Your child' });
    await view.fill(within(form).getByRole('textbox', { name: 'First name' }), 'Noah');
    expect(within(form).getByRole('region', { name: T.textLabel(5) })).toHaveTextContent(WAIVER.text);
    expect(within(form).getByText(T.intro('Noah'))).toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Add my child' }));
    expect(await within(form).findByText(M.emergencyPhone)).toBeInTheDocument();
    expect(within(form).getByText(M.signerName)).toBeInTheDocument();
    expect(within(form).getByText(M.email)).toBeInTheDocument();
    expect(within(form).getByText(M.agreed)).toBeInTheDocument();
    // No age given: a minor's waiver, signed by a parent or guardian.
    expect(within(form).getByText(M.parentOrGuardian)).toBeInTheDocument();
    expect(api.to('POST', REPLY)).toEqual([]);

    await view.fill(within(form).getByRole('textbox', { name: T.emergencyPhone }), '(512) 555-0199');
    await view.fill(within(form).getByRole('textbox', { name: T.medicalNote }), 'Asthma: inhaler in the bag');
    await view.fill(within(form).getByRole('textbox', { name: T.signerName }), 'Lee Park');
    await view.fill(within(form).getByRole('textbox', { name: T.email }), 'lee@example.com');
    await view.user.click(within(form).getByRole('checkbox', { name: waiverAgreement(5) }));
    await view.user.click(within(form).getByRole('checkbox', { name: T.parentOrGuardian }));
    await view.user.click(within(form).getByRole('button', { name: 'Add my child' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Noah is on the list.');
    expect(api.to('POST', REPLY)[0].body).toEqual({
      firstName: 'Noah',
      shirtSize: null,
      notes: null,
      age: null,
      photoConsent: false,
      attending: true,
      emergencyPhone: '5125550199',
      medicalNote: 'Asthma: inhaler in the bag',
      waiver: {
        version: 5,
        signerName: 'Lee Park',
        email: 'lee@example.com',
        agreed: true,
        parentOrGuardian: true,
        drawnSignature: null,
      },
    });
  });

  it('sends a "can\'t come" without any of it', async () => {
    const api = stubApi({
      [`GET ${VIEW}`]: { body: invitationView({ waiver: WAIVER }) },
      [`POST ${REPLY}`]: { status: 201, body: { ...invitationView({ waiver: WAIVER }), replyUrl: REPLY_URL } },
    });
    const view = renderPage();
    await view.fill(await screen.findByRole('textbox', { name: 'First name' }), 'Noah');
    await view.user.click(screen.getByRole('button', { name: 'We can’t come' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for letting the host family know.');
    expect(api.to('POST', REPLY)[0].body).toEqual({
      firstName: 'Noah',
      shirtSize: null,
      notes: null,
      age: null,
      photoConsent: false,
      attending: false,
    });
  });
});
