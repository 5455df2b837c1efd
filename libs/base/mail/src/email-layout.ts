// One package per component: see email-html.ts.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';

/**
 * The frame every HTML e-mail shares, readable on a 375 px phone: one column at most 600 px wide and centred, 16 px
 * text in the system's fonts, no image to fetch, and text that wraps inside long words and links instead of making
 * the screen scroll sideways. Styles are inline (the react-email components write them so), as mail clients drop most
 * <style> rules; the one rule below only darkens the page and lightens what would read too dark on it where a client
 * honours prefers-color-scheme, and the colours read on both a light and a darkened page if a client inverts them
 * itself.
 */
const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji'";

export const COLORS = {
  text: '#1f2328',
  muted: '#57606a',
  accent: '#1d4ed8',
  page: '#f3f4f6',
  card: '#ffffff',
  /** A choice's option (a star): 5.0:1 on the card. */
  choice: '#b45309',
};

/** Text that never forces sideways scrolling: a long link or word breaks where it must. */
export const WRAPPING: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

/**
 * The colours the dark scheme gives, each at least 4.5:1 on the dark card: text, the quieter button's outline and
 * words, which in the light scheme's blue would read at 2.6:1 there (the filled button's white on blue holds in both),
 * and the thank-you's rating stars.
 */
const DARK_COLORS = { text: '#e6edf3', link: '#93c5fd', card: '#161b22', star: '#fbbf24' };

/** The class of the quieter button, which the dark scheme recolours. */
export const SECONDARY_BUTTON_CLASS = 'email-button-secondary';

const DARK_MODE = `
@media (prefers-color-scheme: dark) {
  .email-page, .email-card { background-color: ${DARK_COLORS.card} !important; }
  .email-card, .email-card p, .email-card h2, .email-card li { color: ${DARK_COLORS.text} !important; }
  .email-card a.${SECONDARY_BUTTON_CLASS} { color: ${DARK_COLORS.link} !important; border-color: ${DARK_COLORS.link} !important; }
  .email-card a.email-choice { background-color: ${DARK_COLORS.card} !important; color: ${DARK_COLORS.star} !important; border-color: ${DARK_COLORS.star} !important; }
}`;

const page: CSSProperties = { backgroundColor: COLORS.page, margin: 0, padding: '16px 0', fontFamily: FONT_STACK };
const card: CSSProperties = {
  backgroundColor: COLORS.card,
  color: COLORS.text,
  maxWidth: '600px',
  width: '100%',
  margin: '0 auto',
  padding: '20px 16px',
  borderRadius: '8px',
  boxSizing: 'border-box',
};
const wordmark: CSSProperties = { fontSize: '20px', fontWeight: 700, color: COLORS.accent, margin: '0 0 12px' };

/**
 * The page titled with the e-mail's subject, the business's name as a text wordmark on top and `preview` as the
 * inbox's one-line preview.
 */
export function EmailLayout(props: { title: string; brand: string; preview: string; children?: ReactNode }) {
  const { title, brand, preview, children } = props;
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      // The charset for a client that ignores the MIME part's, the viewport so a phone lays it out at its own width.
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('title', null, title),
      h('style', null, DARK_MODE),
    ),
    h(Preview, null, preview),
    h(
      Body,
      { style: page, className: 'email-page' },
      h(
        Container,
        { style: card, className: 'email-card' },
        h(Text, { style: { ...wordmark, ...WRAPPING } }, brand),
        children,
      ),
    ),
  );
}
