import { ARRIVAL_MINUTES_EARLY, CATALOGUE_GAME_COUNT, RESPONSE_WITHIN_HOURS } from '@app/contracts';

/**
 * The five steps of an event (docs/product/pages.md#routes /how-it-works); the home strip shows the first line of each.
 */
export const PROCESS_STEPS = [
  {
    title: 'Book Your Event',
    summary: 'Pick your games, date and add-ons online in minutes.',
    details: [
      `Choose 3 or more games from our library of ${CATALOGUE_GAME_COUNT}+`,
      'Pick a date, start time and number of children',
      'Add photography, videography, shirts or awards',
      `We confirm your booking within ${RESPONSE_WITHIN_HOURS} hours`,
    ],
  },
  {
    title: 'We Arrive & Set Up',
    summary: `Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes early and sets up everything.`,
    details: [
      `Our team arrives ${ARRIVAL_MINUTES_EARLY} minutes early`,
      'All equipment, cones, timers and scoreboards provided',
      'Game stations laid out to fit your space',
      'Safety check of the play area before kids arrive',
    ],
  },
  {
    title: 'Introductions',
    summary: 'The MC welcomes the kids, forms teams and hands out shirts.',
    details: [
      'Our MC welcomes every child by name',
      'Kids are split into balanced teams',
      'Team shirts handed out and team names chosen',
      'Rules and good sportsmanship explained',
    ],
  },
  {
    title: 'Let the Games Begin',
    summary: 'Three to five high-energy games, scored and hosted live.',
    details: [
      'Three to five games chosen for your group',
      'Live scoring on a big team scoreboard',
      'Difficulty adapted to the children’s ages',
      'Music, countdowns and cheering between rounds',
    ],
  },
  {
    title: 'Awards Ceremony',
    summary: 'Every champion is celebrated on the podium.',
    details: [
      'Podium moment for the winning team',
      'Medals or awards for every child',
      'Special shout-out for the birthday star',
      'Photo opportunity with the whole group',
    ],
  },
] as const;
