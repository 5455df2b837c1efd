import { Box, Flex, Progress, Text } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import type { WizardStep } from '../state/wizard-step.atom';
import { WIZARD_STEPS } from './wizard-steps';

/**
 * Numbered steps on wide screens; "Step N of 5" with a progress bar on small ones. Only one of the two is displayed
 * (and so read by screen readers) at a time. A finished step is a button back to it until the booking is made
 * (`onGoTo`); the current and later steps are not: the way on is Next, which checks the step's fields.
 */
export function StepIndicator({ step, onGoTo }: { step: WizardStep; onGoTo?: (step: WizardStep) => void }) {
  const current = WIZARD_STEPS[step - 1];
  return (
    <nav aria-label="Booking progress">
      <Box display={{ initial: 'none', md: 'block' }}>
        <ol className="wizard-steps">
          {WIZARD_STEPS.map((s, i) => {
            const n = i + 1;
            const state = n < step ? 'done' : n === step ? 'current' : 'todo';
            const label = (
              <>
                <span className="wizard-step-number" aria-hidden>
                  {state === 'done' ? <CheckIcon /> : n}
                </span>
                <span className="wizard-step-text">
                  <Text as="span" size="2" weight="bold">
                    <span className="visually-hidden">Step {n}: </span>
                    {s.title}
                    {state === 'done' && <span className="visually-hidden"> (completed)</span>}
                  </Text>
                  <Text as="span" size="1" color="gray">
                    {s.subtitle}
                  </Text>
                </span>
              </>
            );
            return (
              <li
                key={s.title}
                className={`wizard-step wizard-step--${state}`}
                aria-current={n === step ? 'step' : undefined}
              >
                {state === 'done' && onGoTo ? (
                  <button type="button" className="wizard-step-button" onClick={() => onGoTo(n as WizardStep)}>
                    {label}
                  </button>
                ) : (
                  label
                )}
              </li>
            );
          })}
        </ol>
      </Box>
      <Flex display={{ initial: 'flex', md: 'none' }} direction="column" gap="2">
        <Flex justify="between" align="baseline" gap="2">
          <Text size="2" weight="bold" wrap="nowrap">
            Step {step} of {WIZARD_STEPS.length}
          </Text>
          <Text size="2" color="gray" align="right">
            {current.title}: {current.subtitle}
          </Text>
        </Flex>
        <Progress
          value={(step / WIZARD_STEPS.length) * 100}
          aria-label={`Step ${step} of ${WIZARD_STEPS.length}`}
          size="2"
        />
      </Flex>
    </nav>
  );
}
