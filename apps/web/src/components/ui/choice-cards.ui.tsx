import { useId, type ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import './choice-cards.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** The line under the label; read out as the radio's description. */
  description: ReactNode;
}

/**
 * One choice out of a few, drawn as cards: native radios in a fieldset, so the arrow keys, the group's name (its
 * legend) and each card's label and description come from the browser. Not Radix's RadioCards: inside a form each of
 * its items measures itself in a layout effect (for a hidden input that copies its size), forcing a layout into
 * React's commit; on /booking that made the wizard's first render one long task with the page's layout.
 */
export function ChoiceCards<V extends string>({
  legend,
  legendHidden = false,
  choices,
  value,
  onChange,
  columns,
  disabled = false,
}: {
  legend: string;
  /** The legend is for screen readers only (the surrounding text already says what is chosen). */
  legendHidden?: boolean;
  choices: readonly Choice<V>[];
  /** null: nothing chosen yet (no radio checked). */
  value: V | null;
  onChange: (value: V) => void;
  /** Columns from the sm breakpoint up; one column below it. */
  columns: 2 | 3;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="choice-cards" disabled={disabled}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>
        <Text size="3" weight="bold">
          {legend}
        </Text>
      </legend>
      <div className={`choice-cards-options choice-cards-options--${columns}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice-card">
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-labelledby={`${id}-${choice.value}-label`}
              aria-describedby={`${id}-${choice.value}-description`}
            />
            <Text size="2" weight="bold" id={`${id}-${choice.value}-label`}>
              {choice.label}
            </Text>
            <Text size="2" color="gray" id={`${id}-${choice.value}-description`}>
              {choice.description}
            </Text>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
