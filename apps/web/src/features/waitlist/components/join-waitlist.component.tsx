import { Button, Flex, Text } from '@radix-ui/themes';
import { lazy, Suspense, useId, useState } from 'react';
import { WAITLIST_PAGE_WORDS as W } from '@app/contracts';
import { LoadingState } from '@/components/ui/loading-state.ui';
import type { JoinWaitlistFormProps } from './join-waitlist-form.component';
import './join-waitlist.css';

// The form (react-hook-form and the DTO's validators) loads when the parent asks for it: the date check on `/` stays
// as light as it was.
const JoinWaitlistForm = lazy(() =>
  import('./join-waitlist-form.component').then((m) => ({ default: m.JoinWaitlistForm })),
);

/**
 * A fully booked day's way onto the waiting list (docs/product/waitlist.md#joining): the date check's, step 2's and
 * a refused Submit's. "Tell me if a time opens" shows the small form; another day starts a new one.
 */
export function JoinWaitlist(props: JoinWaitlistFormProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Flex direction="column" gap="2" className="join-waitlist" data-testid="join-waitlist">
      <Text size="2">{W.fullDay(props.day)}</Text>
      <Flex>
        <Button
          type="button"
          variant={open ? 'outline' : 'soft'}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen(!open)}
        >
          {W.join}
        </Button>
      </Flex>
      <div id={`${id}-form`} hidden={!open}>
        {open && (
          <Suspense fallback={<LoadingState text={W.loading} />}>
            <JoinWaitlistForm key={`${props.day} ${props.games}`} {...props} />
          </Suspense>
        )}
      </div>
    </Flex>
  );
}
