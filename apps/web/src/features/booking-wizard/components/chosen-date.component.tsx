import { Button, Flex, Text } from '@radix-ui/themes';
import type { Ref } from 'react';
import { DATE_CHECK_MESSAGES as M, slotWords } from '@app/contracts';

/**
 * Step 1 once a date and time are chosen (on the home page, /packages or here): the time on the business's clock,
 * "(held)" while the parent's reservation holds it, and a way to choose another, instead of the date check again.
 */
export function ChosenDate({
  date,
  time,
  timeZone,
  held,
  onChange,
  changeRef,
}: {
  date: string;
  time: string;
  /** The business's time zone (GET /api/site); undefined until it answers. */
  timeZone: string | undefined;
  held: boolean;
  onChange: () => void;
  changeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap" className="chosen-date">
      <Text as="p" weight="medium">
        {M.yourDate(slotWords(date, time, timeZone), held)}
      </Text>
      <Button ref={changeRef} type="button" variant="soft" onClick={onChange}>
        {M.change}
      </Button>
    </Flex>
  );
}
