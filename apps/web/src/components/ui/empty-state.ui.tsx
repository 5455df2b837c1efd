import { Flex, Text } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';

/** Empty state of the data pages (docs/product/errors.md#errors empty-state texts, verbatim from the caller). */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Flex direction="column" align="center" gap="2" py="8" role="status">
      <MagnifyingGlassIcon width="32" height="32" aria-hidden className="empty-icon" />
      <Text size="4" weight="medium">
        {title}
      </Text>
      {hint && (
        <Text size="2" color="gray">
          {hint}
        </Text>
      )}
    </Flex>
  );
}
