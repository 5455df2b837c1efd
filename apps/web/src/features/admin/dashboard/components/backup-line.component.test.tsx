import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKUPS_OFF, type BackupStatus } from '@app/contracts';
import { AdminTimeZoneContext } from '@/features/admin/shell/components/admin-time-zone.context';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { BackupLine } from './backup-line.component';

/**
 * The business is in Honolulu (UTC-10): the oldest restorable minute, 05:00 UTC on Nov 23, is still Nov 22 there, and
 * the failure's 19:30 UTC is 9:30 AM.
 */
const ZONE = 'Pacific/Honolulu';
const NOW = new Date('2026-11-29T20:00:00Z');

const RUNNING: BackupStatus = {
  state: 'ok',
  lastBackupAt: '2026-11-29T17:00:00Z',
  restorableFrom: '2026-11-23T05:00:00Z',
  restorableUntil: '2026-11-29T19:59:30Z',
  archiveLagSeconds: 4,
  failure: null,
  checkedAt: '2026-11-29T19:59:45Z',
};

function showing(status: BackupStatus | null) {
  stubApi(status ? { 'GET /api/admin/backups': { body: status } } : {});
  return renderWithProviders(
    <AdminTimeZoneContext.Provider value={ZONE}>
      <BackupLine />
    </AdminTimeZoneContext.Provider>,
  );
}

describe("the dashboard's backups line", () => {
  afterEach(() => vi.useRealTimers());
  const atNow = () => vi.useFakeTimers({ now: NOW, toFake: ['Date'] });

  it('says when the last backup finished and the first day a restore reaches, on the business clock', async () => {
    atNow();
    showing(RUNNING);
    const line = await screen.findByRole('status', { name: 'Backups' });
    expect(line).toHaveTextContent('Last backup 3 hours ago; can restore to any minute since Nov 22.');
    expect(line).toHaveAttribute('data-accent-color', 'green');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns red and alerts on a failed archive, saying what failed, since when and what to do', async () => {
    atNow();
    const since = '2026-11-29T19:30:00Z';
    showing({
      ...RUNNING,
      state: 'failing',
      failure: { what: 'archive', message: 'EACCES: permission denied', since },
    });
    const alert = await screen.findByRole('alert', { name: 'Backups' });
    expect(alert).toHaveAttribute('data-accent-color', 'red');
    expect(alert).toHaveTextContent(
      'Backups are failing. Archiving the database changes has failed since Nov 29, 2026, 9:30 AM: EACCES: permission denied',
    );
    expect(alert).toHaveTextContent('Last backup 3 hours ago; can restore to any minute since Nov 22.');
    expect(alert).toHaveTextContent('What to do: docs/operations.md, "Backups and restore".');
  });

  it('turns red past 26 hours without a base backup', async () => {
    atNow();
    showing({ ...RUNNING, state: 'late', lastBackupAt: '2026-11-28T17:00:00Z' });
    const alert = await screen.findByRole('alert', { name: 'Backups' });
    expect(alert).toHaveTextContent('Backups are late: none finished in the last 26 hours.');
    expect(alert).toHaveTextContent('Last backup 27 hours ago; can restore to any minute since Nov 22.');
  });

  it('says plainly when this app runs no backups here', async () => {
    showing(BACKUPS_OFF);
    const line = await screen.findByRole('status', { name: 'Backups' });
    expect(line).toHaveTextContent(/^Backups are off here: this app backs up nothing on this machine/);
    expect(line).toHaveAttribute('data-accent-color', 'gray');
  });

  it('says it is checking, then that the status could not be read', async () => {
    showing(null);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the backups…');
    expect(await screen.findByText(/^Could not read the backups' status/)).toBeInTheDocument();
  });
});
