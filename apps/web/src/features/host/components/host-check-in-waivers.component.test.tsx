import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES as M, WAIVER_TEXTS as T, waiverAgreement } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { hostParty, waiversOn } from '@/testing/host-party.fixtures';
import { PARTY_WORDS as W } from '../party-day-words';
import { renderHostScreen } from '../testing/render-host-screen.testing';

const PARTY = '/api/host/parties/b-1';
const render = () => renderHostScreen('check-in');
const childButton = (name: string) =>
  within(screen.getByRole('list', { name: W.roster })).getByRole('button', { name: new RegExp(name) });
const UUID = /^[0-9a-f-]{36}$/;

describe('check-in with waivers (docs/product/waivers.md#at-the-door)', () => {
  it('shows each child’s waiver, keeps a child without one out and takes the parent’s signature on the phone', async () => {
    const party = hostParty(waiversOn());
    // The server's answers: Ava signed for, then Ava arrived.
    const signed = { ...party, children: party.children.map((c) => ({ ...c, waiver: 'signed' as const })) };
    const arrived = { ...signed, children: signed.children.map((c) => ({ ...c, arrived: c.id === 'c-1' })) };
    const api = stubApi({
      [`GET ${PARTY}`]: { body: party },
      [`POST ${PARTY}/waivers`]: { status: 201, body: signed },
      [`PUT ${PARTY}/checkins/c-1`]: { body: { ...arrived, arrivedCount: 1 } },
    });
    const { user, fill } = render();
    expect(await screen.findByText(T.hostChild('Mia', true))).toBeInTheDocument();
    expect(childButton('Leo')).toHaveTextContent(T.signed);
    expect(childButton('Ava')).toHaveTextContent(T.missing);

    await user.click(childButton('Ava'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notSigned('Ava'));
    expect(childButton('Ava')).toHaveAttribute('aria-pressed', 'false');
    expect(api.to('PUT', `${PARTY}/checkins/c-1`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: T.signHere('Ava') }));
    const form = screen.getByRole('form', { name: T.signOnPhoneFor('Ava') });
    expect(within(form).getByRole('region', { name: T.textLabel(2) })).toHaveTextContent('Games are at your own risk.');
    await user.click(within(form).getByRole('button', { name: T.signOnPhone }));
    expect(await within(form).findByText(M.agreed)).toBeInTheDocument();
    expect(within(form).getByText(M.parentOrGuardian)).toBeInTheDocument();

    await fill(within(form).getByRole('textbox', { name: T.signerName }), 'Kim Lee');
    await fill(within(form).getByRole('textbox', { name: T.email }), 'kim@example.com');
    await user.click(within(form).getByRole('checkbox', { name: waiverAgreement(2) }));
    await user.click(within(form).getByRole('checkbox', { name: T.parentOrGuardian }));
    await user.click(within(form).getByRole('button', { name: T.signOnPhone }));

    // Signed at once, before the server answers; then the child goes in.
    await waitFor(() => expect(childButton('Ava')).toHaveTextContent(T.signed));
    await user.click(childButton('Ava'));
    await waitFor(() => expect(childButton('Ava')).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(api.to('PUT', `${PARTY}/checkins/c-1`)).toHaveLength(1));
    expect(api.to('POST', `${PARTY}/waivers`)[0].body).toEqual({
      id: expect.stringMatching(UUID),
      childId: 'c-1',
      version: 2,
      signerName: 'Kim Lee',
      email: 'kim@example.com',
      agreed: true,
      parentOrGuardian: true,
      drawnSignature: null,
      at: expect.any(String),
    });
  });

  it('lets a child in without a waiver when the business allows it, and says so', async () => {
    const party = hostParty(waiversOn(true));
    const arrived = { ...party, children: party.children.map((c) => ({ ...c, arrived: c.id === 'c-1' })) };
    stubApi({ [`GET ${PARTY}`]: { body: party }, [`PUT ${PARTY}/checkins/c-1`]: { body: arrived } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Ava/ }));
    await waitFor(() => expect(childButton('Ava')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(T.arriveWithoutWaiver('Ava'));
  });

  it('adds a walk-in with their parent’s signature, signed at once', async () => {
    const party = hostParty(waiversOn());
    const api = stubApi({
      [`GET ${PARTY}`]: { body: party },
      [`POST ${PARTY}/walk-ins`]: { status: 201, body: party },
    });
    const { user, fill } = render();
    await user.click(await screen.findByRole('button', { name: W.addChild }));
    const form = screen.getByRole('form', { name: W.addChild });
    await fill(within(form).getByLabelText(W.firstName), 'Noah');
    await fill(within(form).getByLabelText(W.age), '6');
    await user.click(within(form).getByRole('button', { name: W.add }));
    expect(await within(form).findByText(M.signerName)).toBeInTheDocument();
    expect(within(form).getByText(M.parentOrGuardian)).toBeInTheDocument();

    await fill(within(form).getByRole('textbox', { name: T.signerName }), 'Jo Park');
    await fill(within(form).getByRole('textbox', { name: T.email }), 'jo@example.com');
    await user.click(within(form).getByRole('checkbox', { name: waiverAgreement(2) }));
    await user.click(within(form).getByRole('checkbox', { name: T.parentOrGuardian }));
    await user.click(within(form).getByRole('button', { name: W.add }));

    await waitFor(() => expect(childButton('Noah')).toHaveTextContent(T.signed));
    await waitFor(() => expect(api.to('POST', `${PARTY}/walk-ins`)).toHaveLength(1));
    expect(api.to('POST', `${PARTY}/walk-ins`)[0].body).toMatchObject({
      firstName: 'Noah',
      age: 6,
      waiver: { id: expect.stringMatching(UUID), version: 2, signerName: 'Jo Park', email: 'jo@example.com' },
    });
  });
});
