/**
 * The small part of Markdown the legal texts are written in (src/content/legal/README.md): a `# Title`, `##`/`###`
 * headings, paragraphs, `- ` lists, `**bold**` and `[text](href)` links. Parsed into plain data rendered by React,
 * never into HTML, so an edited text cannot inject markup.
 */
type LegalBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export interface LegalDocument {
  title: string;
  blocks: LegalBlock[];
}

export function parseLegalMarkdown(source: string): LegalDocument {
  let title = '';
  const blocks: LegalBlock[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim());
    if (!lines.length) continue;
    const heading = /^(#{1,3})\s+(.*)$/.exec(lines[0]);
    if (heading && lines.length === 1) {
      const level = heading[1].length;
      if (level === 1) title = heading[2].trim();
      else blocks.push({ kind: 'heading', level: level as 2 | 3, text: heading[2].trim() });
    } else if (/^-\s/.test(lines[0])) {
      // A line that does not start with "- " continues the item above it.
      const items: string[] = [];
      for (const line of lines) {
        if (/^-\s/.test(line)) items.push(line.replace(/^-\s+/, ''));
        else items[items.length - 1] += ` ${line.trim()}`;
      }
      blocks.push({ kind: 'list', items });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.map((line) => line.trim()).join(' ') });
    }
  }
  return { title, blocks };
}

export type LegalInline = { kind: 'text' | 'bold'; text: string } | { kind: 'link'; text: string; href: string };

/** A line's text, bold runs and links, in order. */
export function parseInline(text: string): LegalInline[] {
  const parts: LegalInline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((\S+?)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push(
      match[1] !== undefined ? { kind: 'bold', text: match[1] } : { kind: 'link', text: match[2], href: match[3] },
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
