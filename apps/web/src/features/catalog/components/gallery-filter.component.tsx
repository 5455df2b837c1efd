import { Button, Flex } from '@radix-ui/themes';
import { GALLERY_CATEGORIES, GALLERY_CATEGORY_LABELS, type GalleryFilter as Filter } from '@app/contracts';

/** Category toggle buttons; aria-pressed tells screen readers which one is on. */
export function GalleryFilter({ value, onChange }: { value: Filter; onChange: (value: Filter) => void }) {
  return (
    <Flex gap="2" wrap="wrap" justify="center" role="group" aria-label="Filter by category">
      {GALLERY_CATEGORIES.map((category) => (
        <Button
          key={category}
          size="2"
          radius="full"
          variant={value === category ? 'solid' : 'soft'}
          aria-pressed={value === category}
          onClick={() => onChange(category)}
        >
          {GALLERY_CATEGORY_LABELS[category]}
        </Button>
      ))}
    </Flex>
  );
}
