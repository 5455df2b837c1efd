/**
 * The anchors a Markdown page offers, as GitHub renders it: each heading's (lower case, punctuation dropped, each space
 * a hyphen; a repeated one gets -1, -2...) and each HTML element's `id` or `name` (`<a id="unit-specs"></a>`). Headings
 * inside fenced code are none.
 */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  // An element's attributes may wrap onto the next line.
  for (const [, id] of markdown.matchAll(/<[a-z]+\s[^>]*?\b(?:id|name)="([^"]+)"/gi)) anchors.add(id);
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times ? `${slug}-${times}` : slug);
  }
  return anchors;
}
