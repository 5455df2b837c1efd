import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES as M, WAIVER_TEXTS as T, type AdminWaiverSettings } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { WaiverSettings } from './waiver-settings.component';

const text = (version: number, words: string) => ({
  version,
  text: words,
  textHash: 'ab'.repeat(32),
  createdAt: '2026-03-01T10:00:00.000Z',
});
const VIEW: AdminWaiverSettings = {
  waiversEnabled: false,
  arriveWithoutWaiver: false,
  current: text(2, 'Old text'),
  versions: [],
};

describe('Settings → Waivers (docs/product/waivers.md#the-screens)', () => {
  it('shows the version, previews the Markdown as text and saves a changed text as a new version', async () => {
    const api = stubApi({
      'GET /api/admin/waivers': { body: VIEW },
      'PUT /api/admin/waivers': {
        body: { ...VIEW, waiversEnabled: true, current: text(3, '**Play** <i>safe</i>') },
      },
    });
    const { user, fill } = renderWithProviders(<WaiverSettings />);
    expect(await screen.findByText(T.currentVersion(2))).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: T.text });
    expect(field).toHaveValue('Old text');

    await fill(field, '**Play** <i>safe</i>');
    const preview = screen.getByRole('region', { name: T.preview });
    expect(preview).toHaveTextContent('**Play** <i>safe</i>');
    expect(preview.querySelector('i, strong')).toBeNull();

    await user.click(screen.getByRole('switch', { name: T.waiversEnabled }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(within(await findToast(T.saved)).getByText(T.savedVersion(3))).toBeInTheDocument();
    expect(screen.getByText(T.currentVersion(3))).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/waivers')[0].body).toEqual({
      waiversEnabled: true,
      arriveWithoutWaiver: false,
      text: '**Play** <i>safe</i>',
    });
  });

  it('refuses waivers on without a text, with the DTO’s message', async () => {
    const api = stubApi({ 'GET /api/admin/waivers': { body: { ...VIEW, current: null } } });
    const { user } = renderWithProviders(<WaiverSettings />);
    expect(await screen.findByText(T.noVersion, { selector: 'p[role="status"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: T.waiversEnabled }));
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(M.text)).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/waivers')).toHaveLength(0);
  });
});
