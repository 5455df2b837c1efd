import { Flex, Spinner, Text } from '@radix-ui/themes';

/**
 * Loading state of the data pages (docs/product/states.md#states-and-transitions): the text comes from the caller,
 * verbatim.
 */
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
