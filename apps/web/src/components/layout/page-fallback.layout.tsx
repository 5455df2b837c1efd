import { Flex, Spinner } from '@radix-ui/themes';

/** Shown while a route's code chunk downloads. */
export function PageFallback() {
  return (
    <Flex align="center" justify="center" className="page-fallback" role="status" aria-label="Loading page">
      <Spinner size="3" />
    </Flex>
  );
}
