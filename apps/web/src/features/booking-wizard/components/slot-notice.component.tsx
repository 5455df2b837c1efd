import { Button, Callout, Flex } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { FreeStart } from '@app/contracts';
import { freeStartLabel, type SlotNotice } from '../form/slot-notice';

/** Step 2's word on the chosen time: why it is gone, and buttons that pick one of the nearest free times. */
export function SlotNoticeCallout({ notice, onPick }: { notice: SlotNotice; onPick: (start: FreeStart) => void }) {
  return (
    <Callout.Root color="amber" role="alert" size="2" mb="4">
      <Callout.Icon>
        <InfoCircledIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>{notice.message}</Callout.Text>
      {notice.alternatives.length > 0 && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Free times nearby">
          {notice.alternatives.map((start) => (
            <Button key={`${start.date} ${start.time}`} type="button" variant="soft" onClick={() => onPick(start)}>
              {freeStartLabel(start)}
            </Button>
          ))}
        </Flex>
      )}
    </Callout.Root>
  );
}
