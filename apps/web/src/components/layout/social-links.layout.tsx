import { Flex } from '@radix-ui/themes';

export interface SocialTargets {
  facebook?: string;
  instagram?: string;
  twitter?: string;
}

// Simple brand-neutral glyphs drawn inline: no icon font, no external host.
const ICONS: Record<keyof SocialTargets, { label: string; path: string }> = {
  facebook: {
    label: 'Facebook',
    path: 'M13.5 21v-8h2.7l.4-3.1h-3.1V7.9c0-.9.3-1.5 1.6-1.5h1.7V3.6a22 22 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.3H7.7V13h2.7v8z',
  },
  instagram: {
    label: 'Instagram',
    path: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm0 1.8a2.7 2.7 0 0 0-2.7 2.7v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7zM12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 1.8a2.7 2.7 0 1 0 0 5.4 2.7 2.7 0 0 0 0-5.4zm4.8-3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  },
  twitter: {
    label: 'X (Twitter)',
    path: 'M4 3.5h4.6l3.9 5.4 4.6-5.4h2.2l-5.8 6.8 6.9 9.7h-4.6l-4.2-5.9-5 5.9H4.4l6.2-7.3z',
  },
};

/** Social links come from configuration (docs/product/pages.md#button-targets); an unset one is simply not shown. */
export function SocialLinks({ social }: { social?: SocialTargets }) {
  const entries = (Object.keys(ICONS) as (keyof SocialTargets)[]).filter((key) => social?.[key]);
  if (!entries.length) return null;
  return (
    <Flex gap="2" asChild>
      <ul className="social-links" aria-label="Social media">
        {entries.map((key) => (
          <li key={key}>
            <a
              href={social![key]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={ICONS[key].label}
              className="social-link"
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
                <path d={ICONS[key].path} fill="currentColor" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
