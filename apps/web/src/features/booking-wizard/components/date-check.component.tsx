import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { DATE_CHECK_MESSAGES as M, type FreeStart } from '@app/contracts';
import { DisclosureButton } from '@/components/ui/disclosure-button.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import type { WaitlistSlot } from '../form/waitlist-slot';
import type { DateCheckPackage } from './date-check-panel.component';
import './date-check.css';

// The calendar and its free times load when the parent opens the check, never with the page: `/` and /packages stay
// as light as they were, and the wizard's own code is not part of this chunk.
const loadPanel = () => import('./date-check-panel.component');
const DateCheckPanel = lazy(() => loadPanel().then((m) => ({ default: m.DateCheckPanel })));
/** A pointer over the button or focus on it starts the load, so the panel is usually there when the click lands. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

export interface DateCheckProps {
  /** The business's today (GET /api/site); undefined until it answers (the panel waits). */
  today: string | undefined;
  /** The game count whose event length the free days and times are for (ignored when `packages` are offered). */
  games: number;
  /** /packages: the parent chooses the package whose length is checked; its tier goes along with the time. */
  packages?: DateCheckPackage[];
  /** A free start was chosen: carry it (and the package checked, if any) into the wizard. */
  onChoose: (slot: FreeStart, pkg?: DateCheckPackage) => void;
  headingAs?: 'h2' | 'h3';
  /** Shown at the parent's asking (step 1's "Change date"): open at once, focus on its button. */
  opened?: boolean;
  /** A fully booked day's waiting list. */
  waitlist?: WaitlistSlot;
}

/**
 * "Is my date free?" on `/`, /packages and the top of /booking: a small card whose button opens the month's
 * free days for an event length and then the chosen day's free start times; choosing one hands it to `onChoose`.
 */
export function DateCheck({ headingAs = 'h2', opened = false, ...panel }: DateCheckProps) {
  const [open, setOpen] = useState(opened);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  // The control the parent used to ask for it is gone: focus goes to the check that replaced it.
  useEffect(() => {
    if (opened) toggle.current?.focus();
  }, [opened]);
  return (
    <Card size="3" asChild className="date-check">
      <section aria-labelledby={`${id}-heading`}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as={headingAs} size="5" id={`${id}-heading`}>
                {M.title}
              </Heading>
              <Text color="gray">{M.intro}</Text>
            </Flex>
            <DisclosureButton
              ref={toggle}
              size="3"
              open={open}
              onOpenChange={setOpen}
              controls={`${id}-panel`}
              labels={[M.open, M.close]}
              onPointerEnter={preloadPanel}
              onFocus={preloadPanel}
            />
          </Flex>
          <div id={`${id}-panel`} hidden={!open}>
            {open && (
              <Suspense fallback={<LoadingState text="Loading the calendar..." />}>
                <DateCheckPanel
                  {...panel}
                  onChoose={(slot, pkg) => {
                    setOpen(false);
                    toggle.current?.focus();
                    panel.onChoose(slot, pkg);
                  }}
                />
              </Suspense>
            )}
          </div>
        </Flex>
      </section>
    </Card>
  );
}
