const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to place in HTML, as an element's text or inside a quoted attribute: the documents' templates, the
 * public pages' pre-rendered head and the PayPal stand-in's pages each write a name or a title someone typed.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
