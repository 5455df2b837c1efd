/**
 * The stylesheets a page's HTML makes the browser wait for before its first paint: every `<link rel="stylesheet">`
 * outside `<noscript>` except print-only ones (fetched at the lowest priority, applied to nothing on screen).
 */
export function blockingStylesheets(html: string): string[] {
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return [...outsideNoscript.matchAll(/<link rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/ media="print"/.test(tag))
    .map((tag) => tag.match(/href="([^"]+)"/)?.[1] ?? tag);
}
