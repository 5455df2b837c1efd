import { Badge, Flex, IconButton, Inset } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState, type RefObject } from 'react';
import { GALLERY_CATEGORY_LABELS } from '@app/contracts';
import { Cross2Icon, StarFilledIcon } from '@radix-ui/react-icons';
import type { GalleryTile } from '../gallery-tiles';

interface GalleryDialogProps {
  image: GalleryTile | null;
  onClose: () => void;
  /** The tile that opened the dialog: focus goes back to it on close (there is no Dialog.Trigger to return to). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Full-size view of one image (docs/product/pages.md#routes): close button, category badge and a Featured badge when it
 * applies.
 */
export function GalleryDialog({ image: current, onClose, returnFocusTo }: GalleryDialogProps) {
  // Keep showing the last image while the dialog animates closed.
  const [image, setImage] = useState(current);
  if (current && current !== image) setImage(current);
  return (
    <Dialog.Root open={current !== null} onOpenChange={(open) => !open && onClose()}>
      {image && (
        <Dialog.Content
          maxWidth="900px"
          size="3"
          className="gallery-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo?.current;
            if (!opener) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <Flex justify="between" align="start" gap="3" mb="3">
            <Flex direction="column" gap="2">
              <Dialog.Title size="6" mb="0">
                {image.title}
              </Dialog.Title>
              <Flex gap="2">
                <Badge size="2" color="violet">
                  {GALLERY_CATEGORY_LABELS[image.category]}
                </Badge>
                {image.featured && (
                  <Badge size="2" color="amber" variant="solid">
                    <StarFilledIcon aria-hidden /> Featured
                  </Badge>
                )}
              </Flex>
            </Flex>
            <Dialog.Close>
              <IconButton variant="soft" color="gray" size="3" aria-label="Close">
                <Cross2Icon width="18" height="18" aria-hidden />
              </IconButton>
            </Dialog.Close>
          </Flex>
          <Inset side="bottom" clip="padding-box">
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.srcSet ? '(min-width: 900px) 900px, 100vw' : undefined}
              alt={image.title}
              className="gallery-full"
              width={image.width}
              height={image.height}
            />
          </Inset>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
}
