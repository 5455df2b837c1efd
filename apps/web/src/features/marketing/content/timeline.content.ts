import { ARRIVAL_MINUTES_EARLY, FINAL_DETAILS_CALL_WINDOW, RESPONSE_WITHIN_HOURS } from '@app/contracts';

export const PARENT_REASONS = [
  {
    title: 'Zero Stress for You',
    text: 'We plan, set up, host and pack away. You get to watch, take photos and enjoy the party.',
  },
  {
    title: 'Every Child Included',
    text: 'Balanced teams and age-appropriate games mean no one sits on the sidelines.',
  },
  {
    title: 'Screen-Free Fun',
    text: 'Ninety minutes or more of running, laughing and cheering: kids go home happy and tired.',
  },
] as const;

export const BEFORE_EVENT = [
  { when: 'Right after booking', what: `We confirm your booking within ${RESPONSE_WITHIN_HOURS} hours.` },
  { when: '1-2 weeks before', what: 'We finalise games, teams and shirt sizes with you.' },
  { when: `${FINAL_DETAILS_CALL_WINDOW} before`, what: 'Your organiser calls to confirm the final details.' },
] as const;

export const DAY_OF_EVENT = [
  { when: `${ARRIVAL_MINUTES_EARLY} minutes before`, what: 'Our team arrives and sets up every game station.' },
  { when: 'Start', what: 'Welcome, introductions, teams and shirts.' },
  { when: '90-120 minutes', what: 'Three to five games of live, hosted competition.' },
  { when: 'Finale', what: 'Awards ceremony, medals and group photos.' },
] as const;
