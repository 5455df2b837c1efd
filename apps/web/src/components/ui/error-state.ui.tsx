import { Callout, Flex } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';

/** Error state of the data pages (docs/product/errors.md#errors page messages, verbatim from the caller). */
export function ErrorState({ text }: { text: string }) {
  return (
    <Flex justify="center" py="6">
      <Callout.Root color="red" role="alert" size="2">
        <Callout.Icon>
          <ExclamationTriangleIcon aria-hidden />
        </Callout.Icon>
        <Callout.Text>{text}</Callout.Text>
      </Callout.Root>
    </Flex>
  );
}
