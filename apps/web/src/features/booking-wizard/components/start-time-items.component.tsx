import { Select } from '@/components/ui/themed-parts.ui';
import { startTimeLabel } from '@app/contracts';
import { timesByDayPart } from '../form/day-parts';
import './start-time-items.css';

/**
 * A select's start times under a label per part of the day (Radix gives each part role="group" named by its label),
 * so a parent finds an afternoon time without reading every morning one; arrow keys still run through them all.
 */
export function StartTimeItems({ times }: { times: readonly string[] }) {
  return timesByDayPart(times).map((part) => (
    <Select.Group key={part.name}>
      <Select.Label className="start-time-part">{part.name}</Select.Label>
      {part.times.map((time) => (
        <Select.Item key={time} value={time}>
          {startTimeLabel(time)}
        </Select.Item>
      ))}
    </Select.Group>
  ));
}
