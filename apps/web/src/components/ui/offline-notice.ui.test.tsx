import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '@app/contracts';
import { renderWithProviders } from '@/testing/render.testing';
import { OfflineNotice } from './offline-notice.ui';

const goOffline = (offline: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('says so while the browser is offline, and goes when it is back', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
