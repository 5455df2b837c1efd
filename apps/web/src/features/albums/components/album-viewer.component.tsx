import { Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { Dialog, Theme } from '@/components/ui/themed-parts.ui';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { AlbumPhoto } from '@app/contracts';
import { photoFile } from '../api/albums.api';

export const photoLabel = (i: number, count: number) => `Photo ${i + 1} of ${count}`;

/** A photo's file name, as the zip names it (docs/product/albums.md#the-parents-album). */
const fileName = (i: number) => `photo-${String(i + 1).padStart(3, '0')}.webp`;

/** How far a finger travels sideways, in px, before it turns the page rather than being a tap. */
const SWIPE_PX = 50;

/** Whether this browser's share sheet takes image files (a phone's; most desktops' not). */
function sharesFiles(): boolean {
  if (typeof navigator === 'undefined') return false;
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([], fileName(0), { type: 'image/webp' })] });
}

/**
 * One photo at a time over the whole screen, as a phone's own gallery shows it: a swipe or the arrow keys move
 * between photos, "Save" downloads this one, and "Share…" hands it to the phone's share sheet where the browser has
 * one (the Web Share API). `open`: the photo shown, null for none.
 */
export function AlbumViewer({
  photos,
  open,
  onOpen,
}: {
  photos: AlbumPhoto[];
  open: number | null;
  onOpen: (photo: number | null) => void;
}) {
  const shown = open === null ? undefined : photos[open];
  const start = useRef<{ x: number; y: number } | null>(null);
  const [shareFailed, setShareFailed] = useState(false);
  const [canShare] = useState(sharesFiles);
  const go = (to: number) => {
    setShareFailed(false);
    if (to >= 0 && to < photos.length) onOpen(to);
  };
  const swipe = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || open === null) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? open + 1 : open - 1);
  };
  // The arrow keys turn the photos wherever the focus is (a disabled "Next" lets it go).
  useEffect(() => {
    if (open === null) return;
    const turn = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' && open < photos.length - 1) onOpen(open + 1);
      if (e.key === 'ArrowLeft' && open > 0) onOpen(open - 1);
    };
    window.addEventListener('keydown', turn);
    return () => window.removeEventListener('keydown', turn);
  }, [open, photos.length, onOpen]);
  const share = async (i: number, photo: AlbumPhoto) => {
    setShareFailed(false);
    try {
      await navigator.share({ files: [await photoFile(photo.url, fileName(i))] });
    } catch (err) {
      // Closing the share sheet is the parent's choice, not a failure.
      if (!(err instanceof DOMException && err.name === 'AbortError')) setShareFailed(true);
    }
  };
  return (
    <Dialog.Root open={shown !== undefined} onOpenChange={(o) => !o && onOpen(null)}>
      <Dialog.Content className="album-viewer" aria-describedby={undefined}>
        {shown && open !== null && (
          <Theme appearance="dark" hasBackground className="album-viewer-frame">
            <Flex align="center" justify="between" gap="3" px="3" py="2">
              <Dialog.Title size="3" mb="0">
                {photoLabel(open, photos.length)}
              </Dialog.Title>
              <Dialog.Close>
                <Button variant="soft" color="gray" size="3">
                  Close<VisuallyHidden> the photo</VisuallyHidden>
                </Button>
              </Dialog.Close>
            </Flex>
            <div
              className="album-viewer-stage"
              onPointerDown={(e) => {
                start.current = { x: e.clientX, y: e.clientY };
              }}
              onPointerUp={swipe}
              onPointerCancel={() => {
                start.current = null;
              }}
            >
              <img
                src={shown.url}
                alt={photoLabel(open, photos.length)}
                width={shown.width}
                height={shown.height}
                draggable={false}
              />
            </div>
            <Flex gap="2" justify="center" wrap="wrap" px="3" py="3" className="album-viewer-bar">
              <Button variant="soft" size="3" disabled={open === 0} onClick={() => go(open - 1)}>
                Previous
              </Button>
              <Button variant="soft" size="3" disabled={open === photos.length - 1} onClick={() => go(open + 1)}>
                Next
              </Button>
              <Button asChild variant="soft" size="3">
                <a href={shown.url} download={fileName(open)}>
                  Save<VisuallyHidden> this photo</VisuallyHidden>
                </a>
              </Button>
              {canShare && (
                <Button size="3" onClick={() => void share(open, shown)}>
                  Share…
                </Button>
              )}
            </Flex>
            {shareFailed && (
              <Text as="p" role="status" size="2" align="center" mb="3">
                This photo could not be shared. Use Save instead.
              </Text>
            )}
          </Theme>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
