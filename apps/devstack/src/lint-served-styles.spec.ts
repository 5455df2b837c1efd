import { lint } from './lint-snippets';

const component = (jsx: string) => `import { Text } from '@radix-ui/themes';\nexport const A = () => ${jsx};\n`;
const file = (name: string) => `apps/web/src/features/catalog/components/${name}.component.tsx`;

/**
 * The production build serves less than Radix and fontsource ship (Radix's responsive variants for some breakpoints,
 * Inter at the weights in use), so a prop stepping outside would silently draw differently there: ESLint refuses it.
 */
describe('lint: props the built styles would not honour (eslint.config.mjs)', () => {
  let results: Record<string, string[]>;
  beforeAll(() => {
    const probes = {
      lightText: component('<Text weight="light">a</Text>'),
      lightAtABreakpoint: component(`<Text weight={{ initial: 'light', md: 'bold' }}>a</Text>`),
      lightInABranch: component(`<Text weight={Math.random() > 0.5 ? 'light' : 'bold'}>a</Text>`),
      servedWeights: component('<Text weight="bold" title="light">a</Text>'),
      unstyledBreakpoint: component(`<Text size={{ initial: '2', lg: '4' }}>a</Text>`),
      styledBreakpoints: component(`<Text size={{ initial: '2', md: '4' }}>a</Text>`),
    };
    const linted = lint(Object.fromEntries(Object.entries(probes).map(([name, code]) => [file(name), code])));
    results = Object.fromEntries(Object.keys(probes).map((name) => [name, linted[file(name)]]));
  }, 120_000);

  it('refuses weight="light" however it is written: Inter is served at 400-700', () => {
    const light = expect.stringMatching(
      /^no-restricted-syntax: Inter is served at weights 400-700 only, so weight "light" \(300\)/,
    );
    expect(results.lightText).toEqual([light]);
    expect(results.lightAtABreakpoint).toEqual([light]);
    expect(results.lightInABranch).toEqual([light]);
    expect(results.servedWeights).toEqual([]);
  });

  it('refuses a responsive prop at a breakpoint the built sheet does not style', () => {
    expect(results.unstyledBreakpoint).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Responsive props use the breakpoints xs, sm, md/),
    ]);
    expect(results.styledBreakpoints).toEqual([]);
  });
});
