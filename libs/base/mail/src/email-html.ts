// Each component from its own package, not the @react-email/components barrel: the barrel also loads the code block's
// syntax highlighter (prismjs) and a second renderer with prettier, about a second of start-up for every process
// (api, worker, each test file) that sends mail, for parts no e-mail uses.
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { createElement as h, Fragment, type CSSProperties } from 'react';
import type { EmailAction, EmailBlock, EmailChoice, EmailContent } from './email-content';
import { COLORS, EmailLayout, SECONDARY_BUTTON_CLASS, WRAPPING } from './email-layout';

const body: CSSProperties = {
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
  color: COLORS.text,
  ...WRAPPING,
};
const heading: CSSProperties = { fontSize: '18px', lineHeight: '24px', margin: '24px 0 8px', color: COLORS.text };
// At least 44 px tall, a phone's smallest target: the label's line (120% of 16 px) and 12 px padding and a 2 px border
// above and below, the filled button's border in its own colour so both buttons stand the same height.
const button: CSSProperties = {
  display: 'inline-block',
  fontSize: '16px',
  fontWeight: 600,
  lineHeight: '20px',
  padding: '12px 20px',
  border: `2px solid ${COLORS.accent}`,
  borderRadius: '6px',
  textDecoration: 'none',
  textAlign: 'center',
  margin: '0 8px 8px 0',
};
const primary: CSSProperties = { ...button, backgroundColor: COLORS.accent, color: '#ffffff' };
const secondary: CSSProperties = { ...button, color: COLORS.accent };

const lines = (ls: string[]) => ls.flatMap((l, i) => (i ? [h('br', { key: `br${i}` }), l] : [l]));

function Block({ block }: { block: EmailBlock }) {
  return h(
    Section,
    null,
    block.heading ? h(Heading, { as: 'h2', style: heading }, block.heading) : null,
    block.lines?.length ? h(Text, { style: body }, ...lines(block.lines)) : null,
    block.facts?.length
      ? h(
          Text,
          { style: body },
          ...block.facts.flatMap((f, i) => [
            ...(i ? [h('br', { key: `br${i}` })] : []),
            h('strong', { key: `l${i}` }, `${f.label}:`),
            ` ${f.value}`,
          ]),
        )
      : null,
    block.items?.length
      ? h(
          'ul',
          { style: { ...body, paddingLeft: '20px' } },
          ...block.items.map((item, i) => h('li', { key: i, style: { margin: '0 0 8px' } }, item)),
        )
      : null,
  );
}

const actionButton = (a: EmailAction, style: CSSProperties, className?: string) =>
  h(Button, { href: a.url, style, className }, a.label);

// Each option a 44 px square with its own background, so a client's dark page cannot take its contrast; the dark
// scheme's colours are the layout's `email-choice` rule.
const option: CSSProperties = {
  display: 'inline-block',
  width: '44px',
  height: '44px',
  lineHeight: '44px',
  fontSize: '28px',
  textAlign: 'center',
  textDecoration: 'none',
  borderRadius: '8px',
  border: `2px solid ${COLORS.choice}`,
  backgroundColor: COLORS.card,
  color: COLORS.choice,
  margin: '0 6px 6px 0',
};

/** The choice's prompt, then its options as a row of squares, each link named by its label ("4 stars"). */
function Choice({ choice }: { choice: EmailChoice }) {
  return h(
    Section,
    { style: { margin: '0 0 16px' } },
    h(Text, { style: { ...body, margin: '0 0 8px' } }, choice.prompt),
    ...choice.options.map((o, i) =>
      h(
        'a',
        { key: i, href: o.url, 'aria-label': o.label, title: o.label, className: 'email-choice', style: option },
        o.symbol,
      ),
    ),
  );
}

/**
 * The HTML part: the same words as emailText, the actions as buttons in place of their bare links; titled with the
 * subject, under the business's name (`brand`).
 */
export async function emailHtml(c: EmailContent, { title, brand }: { title: string; brand: string }): Promise<string> {
  const preview = c.intro[0]?.lines?.[0] ?? '';
  const blocks = (bs: EmailBlock[]) => bs.map((block, i) => h(Block, { key: i, block }));
  const email = h(
    EmailLayout,
    { title, brand, preview },
    h(
      Fragment,
      null,
      c.greeting ? h(Text, { style: body }, c.greeting) : null,
      ...blocks(c.intro),
      c.choice ? h(Choice, { choice: c.choice }) : null,
      c.action || c.secondaryAction
        ? h(
            Section,
            { style: { margin: '8px 0 16px' } },
            c.action ? actionButton(c.action, primary) : null,
            c.secondaryAction ? actionButton(c.secondaryAction, secondary, SECONDARY_BUTTON_CLASS) : null,
          )
        : null,
      ...blocks(c.blocks),
      h(Hr, { style: { borderColor: '#d0d7de', margin: '24px 0 16px' } }),
      ...c.signOff.map((p, i) => h(Text, { key: i, style: { ...body, color: COLORS.muted } }, p)),
    ),
  );
  return render(email);
}
