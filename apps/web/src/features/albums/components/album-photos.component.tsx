import { Button, Dialog, Flex, Grid, VisuallyHidden } from '@radix-ui/themes';
import { useState } from 'react';
import type { AlbumPhoto } from '@app/contracts';

/**
 * An album's photos as thumbnails (lazy, so a long album loads as it is scrolled); a tap shows the full size in a
 * dialog. Shared by the parent's booking page and a family's album page.
 */
export function AlbumPhotos({ photos }: { photos: AlbumPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : photos[open];
  const label = (i: number) => `Photo ${i + 1} of ${photos.length}`;
  return (
    <>
      <Grid columns={{ initial: '3', sm: '4', md: '6' }} gap="2" role="list" aria-label="Photos">
        {photos.map((photo, i) => (
          <button
            key={photo.id}
            type="button"
            role="listitem"
            className="album-thumb"
            aria-label={`Open ${label(i).toLowerCase()}`}
            onClick={() => setOpen(i)}
          >
            <img src={photo.thumbUrl} alt={label(i)} loading="lazy" width={160} height={160} />
          </button>
        ))}
      </Grid>
      <Dialog.Root open={shown !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Content maxWidth="1000px" aria-describedby={undefined}>
          {shown && open !== null && (
            <Flex direction="column" gap="3">
              <Dialog.Title size="3">{label(open)}</Dialog.Title>
              <img
                src={shown.url}
                alt={label(open)}
                width={shown.width}
                height={shown.height}
                style={{ width: '100%', height: 'auto', maxHeight: '75vh', objectFit: 'contain' }}
              />
              <Flex gap="3" justify="between" wrap="wrap">
                <Flex gap="2">
                  <Button variant="soft" disabled={open === 0} onClick={() => setOpen(open - 1)}>
                    Previous
                  </Button>
                  <Button variant="soft" disabled={open === photos.length - 1} onClick={() => setOpen(open + 1)}>
                    Next
                  </Button>
                </Flex>
                <Dialog.Close>
                  <Button variant="soft" color="gray">
                    Close<VisuallyHidden> the photo</VisuallyHidden>
                  </Button>
                </Dialog.Close>
              </Flex>
            </Flex>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
