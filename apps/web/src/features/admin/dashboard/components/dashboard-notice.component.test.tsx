import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessSettingsFixture } from '@app/business-settings-fixture';
import type { AdminSettings, PublicPhotos, TeamMemberKey } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { DashboardNotice } from './dashboard-notice.component';

const SAVED: AdminSettings = { settings: businessSettingsFixture, placeholders: [] };

/** GET /api/photos with a portrait for each of these members (only `member` is read). */
const photosOf = (...members: TeamMemberKey[]) =>
  ({ gallery: [], portraits: members.map((member) => ({ member })) }) as unknown as PublicPhotos;

describe("the dashboard's notice of stand-ins", () => {
  it('names each team member still shown as initials, with a link to the Photos page', async () => {
    stubApi({
      'GET /api/admin/settings': { body: SAVED },
      'GET /api/photos': { body: photosOf('elena-rodriguez') },
    });
    renderWithProviders(
      <DashboardNotice settingsLink="/admin/settings" photosLink="/admin/photos?period=last-month" />,
    );
    expect(await screen.findByText(/^Still shown as initials/)).toHaveTextContent(
      'Still shown as initials on the About page (no portrait yet): Marcus Johnson, Jamal Carter.',
    );
    expect(screen.getByRole('link', { name: 'Upload portraits' })).toHaveAttribute(
      'href',
      '/admin/photos?period=last-month',
    );
    expect(screen.queryByText(/^Still placeholders/)).not.toBeInTheDocument();
  });

  it('names the placeholders still in place, with a link to the Settings page', async () => {
    stubApi({
      'GET /api/admin/settings': { body: { ...SAVED, placeholders: ['phone'] } },
      'GET /api/photos': { body: photosOf('marcus-johnson', 'elena-rodriguez', 'jamal-carter') },
    });
    renderWithProviders(
      <DashboardNotice settingsLink="/admin/settings?period=last-month" photosLink="/admin/photos" />,
    );
    expect(await screen.findByText(/^Still placeholders/)).toHaveTextContent('Still placeholders: Phone.');
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/admin/settings?period=last-month',
    );
  });

  it('names no one once every member has a portrait (the photos refetched after an upload)', async () => {
    let photos = photosOf('marcus-johnson', 'elena-rodriguez');
    stubApi({ 'GET /api/admin/settings': { body: SAVED }, 'GET /api/photos': () => ({ body: photos }) });
    const { queryClient } = renderWithProviders(
      <DashboardNotice settingsLink="/admin/settings" photosLink="/admin/photos" />,
    );
    expect(await screen.findByText(/^Still shown as initials/)).toHaveTextContent('no portrait yet): Jamal Carter.');
    photos = photosOf('marcus-johnson', 'elena-rodriguez', 'jamal-carter');
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByText(/initials/)).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
