import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRICE_BAR_ROOM, usePriceBarRoom } from './use-price-bar-room.hook';

// The layout itself (the bar's box, the browser's focus scrolling) is checked in a browser:
// apps/web/e2e/price-bar-focus.e2e.ts. Here: what the hook hands the browser.
function Page() {
  const barRoom = usePriceBarRoom();
  return (
    <>
      <input aria-label="ZIP code" />
      <aside ref={barRoom}>Your price</aside>
    </>
  );
}

const room = () => document.documentElement.style.getPropertyValue(PRICE_BAR_ROOM);
const resize = () => (window.visualViewport ?? window).dispatchEvent(new Event('resize'));

describe('usePriceBarRoom', () => {
  it("gives the page the bar's height for its scroll padding, and takes it back when the bar goes", () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    const { unmount } = render(<Page />);
    expect(room()).toBe('72px');
    unmount();
    expect(room()).toBe('');
  });

  it('brings what has focus back into view when the view shrinks (a keyboard opening), and nothing without focus', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { getByRole, unmount } = render(<Page />);
    resize();
    expect(scroll).not.toHaveBeenCalled();

    const zip = getByRole('textbox', { name: 'ZIP code' });
    zip.focus();
    resize();
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(zip);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });

    unmount();
    resize();
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('brings a field that takes focus wholly into view once the bar has its new place (a tall field partly in view)', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { getByRole, unmount } = render(<Page />);
    const zip = getByRole('textbox', { name: 'ZIP code' });
    zip.focus();
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scroll.mock.contexts.at(-1)).toBe(zip);
    unmount();
  });
});
