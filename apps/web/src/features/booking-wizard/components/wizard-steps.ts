import { CATALOGUE_GAME_COUNT } from '@app/contracts';

/** docs/product/pages.md#routes /booking: the five step titles and subtitles, word for word. */
export const WIZARD_STEPS = [
  { title: 'Games', subtitle: `Select 3+ games from ${CATALOGUE_GAME_COUNT} options` },
  { title: 'Details', subtitle: 'Event information' },
  { title: 'Location', subtitle: 'Venue and add-ons' },
  { title: 'Review', subtitle: 'Confirm and book' },
  { title: 'Payment', subtitle: 'Secure PayPal checkout' },
] as const;
