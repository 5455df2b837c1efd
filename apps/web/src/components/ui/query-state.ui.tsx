import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@/components/ui/icons/exclamation-triangle.icon';
import { MagnifyingGlassIcon } from '@/components/ui/icons/magnifying-glass.icon';

/** Loading, error and empty states of the data pages (SPEC §4, §8): the texts come from the caller, verbatim. */
export function LoadingState({ text }: { text: string }) {
  return (
    <Flex align="center" justify="center" gap="3" py="8" role="status" aria-live="polite">
      <Spinner size="3" />
      <Text size="3" color="gray">
        {text}
      </Text>
    </Flex>
  );
}

export function ErrorState({ text }: { text: string }) {
  return (
    <Flex justify="center" py="6">
      <Callout.Root color="red" role="alert" size="2">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{text}</Callout.Text>
      </Callout.Root>
    </Flex>
  );
}

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
