import { describe, expect, it } from 'vitest';
import { parseInline, parseLegalMarkdown } from './legal-markdown';

describe('the legal texts’ Markdown', () => {
  it('reads the title, headings, paragraphs and lists (an item may run over two lines)', () => {
    const doc = parseLegalMarkdown(
      '# Privacy Policy\n\nWe keep\nlittle.\n\n## What we collect\n\n- **Names**, e-mail\n  and phone\n- Messages\n',
    );
    expect(doc).toEqual({
      title: 'Privacy Policy',
      blocks: [
        { kind: 'paragraph', text: 'We keep little.' },
        { kind: 'heading', level: 2, text: 'What we collect' },
        { kind: 'list', items: ['**Names**, e-mail and phone', 'Messages'] },
      ],
    });
  });

  it('finds bold runs and links, and leaves markup as text', () => {
    expect(parseInline('See **this** and [our policy](/cancellation-policy). <b>x</b>')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'bold', text: 'this' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'our policy', href: '/cancellation-policy' },
      { kind: 'text', text: '. <b>x</b>' },
    ]);
  });
});
