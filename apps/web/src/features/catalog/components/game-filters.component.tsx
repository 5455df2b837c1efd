import { Button, Card, Flex, Grid, Text, TextField } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import { MIN_PLAYER_OPTIONS, SPACE_TYPE_LABELS, SPACE_TYPES, type SpaceType } from '@app/contracts';
import { MagnifyingGlassIcon, ResetIcon } from '@radix-ui/react-icons';

export interface GameFilterValues {
  search: string;
  /** 'all' rather than '' because select items may not have an empty value (docs/product/validation.md#validation). */
  spaceType: SpaceType | 'all';
  minPlayers: (typeof MIN_PLAYER_OPTIONS)[number]['value'];
}

export const EMPTY_GAME_FILTERS: GameFilterValues = { search: '', spaceType: 'all', minPlayers: 'any' };

interface GameFiltersProps {
  value: GameFilterValues;
  onChange: (value: GameFilterValues) => void;
}

export function GameFilters({ value, onChange }: GameFiltersProps) {
  const set = <K extends keyof GameFilterValues>(key: K, next: GameFilterValues[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Card size="3" className="filter-card">
      <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="4" align="end">
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium" htmlFor="game-search">
            Search
          </Text>
          <TextField.Root
            id="game-search"
            size="3"
            type="search"
            placeholder="Search games..."
            value={value.search}
            onChange={(e) => set('search', e.target.value)}
          >
            <TextField.Slot>
              <MagnifyingGlassIcon aria-hidden />
            </TextField.Slot>
          </TextField.Root>
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id="space-type-label">
            Space Type
          </Text>
          <Select.Root
            size="3"
            value={value.spaceType}
            onValueChange={(v) => set('spaceType', v as GameFilterValues['spaceType'])}
          >
            <Select.Trigger aria-labelledby="space-type-label" />
            <Select.Content position="popper">
              <Select.Item value="all">All Spaces</Select.Item>
              {SPACE_TYPES.map((type) => (
                <Select.Item key={type} value={type}>
                  {SPACE_TYPE_LABELS[type]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id="min-players-label">
            Minimum Players
          </Text>
          <Select.Root
            size="3"
            value={value.minPlayers}
            onValueChange={(v) => set('minPlayers', v as GameFilterValues['minPlayers'])}
          >
            <Select.Trigger aria-labelledby="min-players-label" />
            <Select.Content position="popper">
              {MIN_PLAYER_OPTIONS.map((option) => (
                <Select.Item key={option.value} value={option.value}>
                  {option.value === 'any' ? 'Any Group Size' : `${option.label} players`}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Button size="3" variant="soft" color="gray" onClick={() => onChange(EMPTY_GAME_FILTERS)}>
          <ResetIcon aria-hidden /> Clear Filters
        </Button>
      </Grid>
    </Card>
  );
}
