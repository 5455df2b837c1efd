import { Box, Heading, Link as RadixLink, Skeleton, Text } from '@radix-ui/themes';
import { createContext, Fragment, useContext } from 'react';
import { Link } from 'react-router-dom';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { parseInline, parseLegalMarkdown } from './legal-markdown';
import { PageTitle } from '@/components/layout/page-title.layout';

/**
 * The business's figures a legal text names as `{name}` (the cancellation fee from configuration): a value, or
 * undefined while GET /api/site is on its way (a placeholder holds its place, as in the pre-rendered HTML).
 */
export type LegalFacts = Record<string, string | undefined>;

const LegalFactsContext = createContext<LegalFacts>({});

/** A legal page from the business's own Markdown (src/content/legal): its title, then its text. */
export function LegalPage({ source, facts = {} }: { source: string; facts?: LegalFacts }) {
  const { title, blocks: all } = parseLegalMarkdown(source);
  // The first paragraph ("Last updated: ...") stands under the title.
  const [first, ...rest] = all;
  const intro = first?.kind === 'paragraph' ? first.text : undefined;
  const blocks = intro === undefined ? all : rest;
  return (
    <LegalFactsContext.Provider value={facts}>
      <PageTitle page={title} />
      <PageHero title={title} intro={intro && <Inline text={intro} />} />
      <PageSection id="legal-text">
        <Box className="legal-text">
          {blocks.map((block, i) =>
            block.kind === 'heading' ? (
              <Heading key={i} as={block.level === 2 ? 'h2' : 'h3'} size={block.level === 2 ? '6' : '4'} mt="6" mb="3">
                {block.text}
              </Heading>
            ) : block.kind === 'list' ? (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline text={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <Text as="p" key={i} mb="3">
                <Inline text={block.text} />
              </Text>
            ),
          )}
        </Box>
      </PageSection>
    </LegalFactsContext.Provider>
  );
}

function Inline({ text }: { text: string }) {
  return parseInline(text).map((part, i) =>
    part.kind === 'bold' ? (
      <strong key={i}>
        <Filled text={part.text} />
      </strong>
    ) : part.kind === 'link' ? (
      <RadixLink key={i} asChild underline="always">
        {part.href.startsWith('/') ? <Link to={part.href}>{part.text}</Link> : <a href={part.href}>{part.text}</a>}
      </RadixLink>
    ) : (
      <Filled key={i} text={part.text} />
    ),
  );
}

/** Text with each `{name}` replaced by the business's figure (a placeholder while it loads). */
function Filled({ text }: { text: string }) {
  const facts = useContext(LegalFactsContext);
  return text.split(/\{(\w+)\}/).map((piece, i) => {
    if (i % 2 === 0) return <Fragment key={i}>{piece}</Fragment>;
    const value = facts[piece];
    return value === undefined ? <Skeleton key={i}>00%</Skeleton> : <Fragment key={i}>{value}</Fragment>;
  });
}
