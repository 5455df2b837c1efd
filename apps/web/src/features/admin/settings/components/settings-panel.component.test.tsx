import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessSettingsFixture } from '@app/business-settings-fixture';
import {
  SETTINGS_MESSAGES as M,
  SETTINGS_TIME_ZONE_HINT,
  type AdminSettings,
  type BusinessSettings,
} from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { SettingsPanel } from './settings-panel.component';

const VIEW: AdminSettings = {
  settings: businessSettingsFixture,
  placeholders: ['phone', 'serviceArea', 'postalAddress'],
};

describe('the admin settings tab', () => {
  it('names the placeholders still in place', async () => {
    stubApi({ 'GET /api/admin/settings': { body: VIEW } });
    renderWithProviders(<SettingsPanel />);
    expect(await screen.findByText(/^Still placeholders/)).toHaveTextContent(
      'Still placeholders: Phone, Service area (shown on the site), Postal address.',
    );
  });

  it('edits the time zone, hold and minimum notice, and sends them', async () => {
    const saved: BusinessSettings = {
      ...businessSettingsFixture,
      timeZone: 'Pacific/Honolulu',
      holdMinutes: 15,
      minimumNoticeHours: 72,
    };
    const api = stubApi({
      'GET /api/admin/settings': { body: VIEW },
      'PUT /api/admin/settings': { body: { ...VIEW, settings: saved } },
    });
    const { user, fill } = renderWithProviders(<SettingsPanel />);
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).not.toHaveAttribute('readonly');
    expect(zone).toHaveAccessibleDescription(SETTINGS_TIME_ZONE_HINT);
    // Suggested zones: the Americas', Hawaii's and UTC.
    const suggested = [...document.querySelectorAll(`#${zone.getAttribute('list')} option`)].map((o) =>
      o.getAttribute('value'),
    );
    expect(suggested).toEqual(
      expect.arrayContaining(['America/Chicago', 'America/Anchorage', 'Pacific/Honolulu', 'UTC']),
    );
    expect(suggested).not.toContain('Europe/Paris');
    await fill(zone, 'Pacific/Honolulu');
    await fill(screen.getByLabelText('Unpaid hold (minutes)'), '15');
    await fill(screen.getByLabelText('Minimum notice (hours)'), '72');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await findToast('Settings saved');
    expect(api.to('PUT', '/api/admin/settings')[0].body).toEqual(saved);
  });

  it('edits how long guest lists and albums are kept, each within its bounds (docs/product/privacy.md)', async () => {
    const saved: BusinessSettings = { ...businessSettingsFixture, rosterRetentionDays: 14, albumRetentionDays: 60 };
    const api = stubApi({
      'GET /api/admin/settings': { body: VIEW },
      'PUT /api/admin/settings': { body: { ...VIEW, settings: saved } },
    });
    const { user, fill } = renderWithProviders(<SettingsPanel />);
    const albums = await screen.findByLabelText('Photo albums kept after the party (days)');
    await fill(albums, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(M.albumRetentionDays)).toBeVisible();
    expect(api.to('PUT', '/api/admin/settings')).toHaveLength(0);
    await fill(screen.getByLabelText('Guest lists kept after the party (days)'), '14');
    await fill(albums, '60');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await findToast('Settings saved');
    expect(api.to('PUT', '/api/admin/settings')[0].body).toEqual(saved);
  });

  it('refuses a time zone the runtime does not know, with its message, before sending', async () => {
    const api = stubApi({ 'GET /api/admin/settings': { body: VIEW } });
    const { user, fill } = renderWithProviders(<SettingsPanel />);
    await fill(await screen.findByLabelText('Time zone'), 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(M.timeZone)).toBeVisible();
    expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription(`${SETTINGS_TIME_ZONE_HINT} ${M.timeZone}`);
    expect(api.to('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it("checks the values with the API's own messages before sending anything", async () => {
    const api = stubApi({ 'GET /api/admin/settings': { body: VIEW } });
    const { user, fill } = renderWithProviders(<SettingsPanel />);
    await fill(await screen.findByLabelText('Phone'), '555-12');
    await fill(screen.getByLabelText('ZIP prefixes served'), '786, 7870');
    await fill(screen.getByLabelText('Cancellation fee (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(M.phone)).toBeVisible();
    expect(screen.getByText(M.serviceZipPrefixes)).toBeVisible();
    expect(screen.getByText(M.cancellationFeePercent)).toBeVisible();
    expect(api.to('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('sends every setting with lists as lists and blank links as none, and shows what was saved', async () => {
    const saved: BusinessSettings = {
      ...businessSettingsFixture,
      phone: '(512) 555-0142',
      serviceStates: ['TX', 'OK'],
      instagramUrl: 'https://instagram.com/champions',
    };
    const api = stubApi({
      'GET /api/admin/settings': { body: VIEW },
      'PUT /api/admin/settings': { body: { settings: saved, placeholders: ['serviceArea', 'postalAddress'] } },
    });
    const { user, fill } = renderWithProviders(<SettingsPanel />);
    await fill(await screen.findByLabelText('Phone'), '(512) 555-0142');
    await fill(screen.getByLabelText('States served'), 'tx, ok');
    await fill(screen.getByLabelText('Instagram page'), 'https://instagram.com/champions');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await findToast('Settings saved');
    expect(api.to('PUT', '/api/admin/settings')[0].body).toEqual(saved);
    expect(await screen.findByText(/^Still placeholders/)).toHaveTextContent(
      'Still placeholders: Service area (shown on the site), Postal address.',
    );
  });
});
