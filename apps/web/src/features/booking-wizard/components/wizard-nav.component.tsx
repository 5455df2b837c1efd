import { Button, Flex, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import type { WizardStep } from '../state/wizard-step.atom';

/**
 * docs/product/pages.md#routes and docs/product/states.md#states-and-transitions: Previous down to step 1; Next only
 * while the step is valid; on step 4 the forward button is 'Submit Booking' (`onNext` then submits), blocked while the
 * booking is being sent. The hint says why Next is disabled.
 */
export function WizardNav({
  step,
  valid,
  hint,
  submitting,
  onPrevious,
  onNext,
}: {
  step: WizardStep;
  valid: boolean;
  hint?: string;
  submitting: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const forward = step === 4 ? (submitting ? 'Submitting...' : 'Submit Booking') : 'Next';
  return (
    <Flex direction="column" gap="2" mt="5">
      <Flex justify="between" gap="3">
        <Button type="button" size="3" variant="soft" color="gray" disabled={step === 1} onClick={onPrevious}>
          <ArrowLeftIcon aria-hidden /> Previous
        </Button>
        <Button
          // A new element for Submit: the click that moves 3 → 4 must never land on a submit button (and book).
          key={step === 4 ? 'submit' : 'next'}
          type="button"
          size="3"
          disabled={!valid || submitting}
          onClick={onNext}
          aria-describedby={!valid && hint ? 'wizard-hint' : undefined}
        >
          {forward} {step < 4 && <ArrowRightIcon aria-hidden />}
        </Button>
      </Flex>
      {!valid && hint && (
        <Text id="wizard-hint" size="2" color="gray" align="right" role="status">
          {hint}
        </Text>
      )}
    </Flex>
  );
}
