import { Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { PAPER_SIZES, type PaperSize } from '@app/contracts';

const LABELS: Record<PaperSize, string> = { letter: 'Letter', a4: 'A4' };

const isPaper = (value: unknown): value is PaperSize => PAPER_SIZES.some((p) => p === value);

/**
 * The sheets this printer holds, remembered in the browser (localStorage: a host prints on the same printer next
 * time). Read through globalThis so the build's pre-render, which has no storage, takes Letter.
 */
const json = createJSONStorage<PaperSize>(() => globalThis.localStorage);
const paperAtom = atomWithStorage<PaperSize>(
  'documents:paper',
  'letter',
  {
    ...json,
    getItem: (name, init) => {
      const stored = json.getItem(name, init);
      return isPaper(stored) ? stored : init;
    },
  },
  { getOnInit: true },
);

/** The chosen paper, and its `paper` query value (none for Letter, the server's default, so its URL is unchanged). */
export function usePaperSize() {
  const [paper, setPaper] = useAtom(paperAtom);
  return { paper, setPaper, paperParam: paper === 'letter' ? undefined : paper };
}

/** "Paper: Letter | A4" beside the PDF buttons. */
export function PaperSizeChoice() {
  const { paper, setPaper } = usePaperSize();
  return (
    <Flex gap="2" align="center">
      <Text size="1" color="gray" id="paper-size-label">
        Paper
      </Text>
      <SegmentedControl.Root
        size="1"
        value={paper}
        onValueChange={(value) => isPaper(value) && setPaper(value)}
        aria-labelledby="paper-size-label"
      >
        {PAPER_SIZES.map((p) => (
          <SegmentedControl.Item key={p} value={p}>
            {LABELS[p]}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl.Root>
    </Flex>
  );
}
