import { Flex, RadioCards, Text } from '@radix-ui/themes';
import { GAME_INTENSITIES, type GameIntensity } from '@app/contracts';

/** SPEC §2 step 1 intensity selector: three choices, each with its example line (DESIGN §4.10 stores it). */
export function IntensityPicker({ value, onChange }: { value: GameIntensity; onChange: (v: GameIntensity) => void }) {
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="3" weight="bold" id="intensity-label">
        Game intensity
      </Text>
      <RadioCards.Root
        value={value}
        onValueChange={(v) => onChange(v as GameIntensity)}
        columns={{ initial: '1', sm: '3' }}
        aria-labelledby="intensity-label"
      >
        {GAME_INTENSITIES.map((intensity) => (
          <RadioCards.Item
            key={intensity.value}
            value={intensity.value}
            aria-describedby={`intensity-${intensity.value}`}
          >
            <Flex direction="column" gap="1" width="100%">
              <Text weight="bold">{intensity.label}</Text>
              <Text size="2" color="gray" id={`intensity-${intensity.value}`}>
                {intensity.example}
              </Text>
            </Flex>
          </RadioCards.Item>
        ))}
      </RadioCards.Root>
    </Flex>
  );
}
