import { CATALOGUE_GAME_COUNT, TEAM_MEMBERS, type TeamMemberKey } from '@app/contracts';

/** Static /about content (docs/product/pages.md#routes: mission, statistics, values, a team of three, safety). */
export const ABOUT_STATS = [
  { value: '500+', label: 'Events Hosted' },
  { value: '5,000+', label: 'Happy Kids' },
  { value: `${CATALOGUE_GAME_COUNT}+`, label: 'Unique Games' },
  { value: '100%', label: 'Satisfaction' },
] as const;

export const VALUES = [
  {
    title: 'Play Over Screens',
    text: 'We believe kids thrive when they run, laugh and compete together, face to face.',
  },
  {
    title: 'Everyone Wins Something',
    text: 'Competition teaches resilience; celebration teaches kindness. We make room for both.',
  },
  { title: 'Safety First, Always', text: 'Trained staff, checked equipment and age-appropriate games at every event.' },
  {
    title: 'Parents Get to Relax',
    text: 'We handle the planning, the hosting and the clean-up so you can enjoy the day.',
  },
] as const;

const member = (key: TeamMemberKey) => TEAM_MEMBERS.find((m) => m.key === key)!;

/** Each member's `key` names their portrait (PUT /api/admin/portraits/:key); letters until one is uploaded. */
export const TEAM = [
  {
    ...member('marcus-johnson'),
    role: 'Founder & Head MC',
    initial: 'M',
    background: 'Former youth sports coach with 12 years of running camps and tournaments for kids.',
    specialties: ['Crowd energy', 'Team games', 'Awards ceremonies'],
  },
  {
    ...member('elena-rodriguez'),
    role: 'Events Director',
    initial: 'E',
    background: 'Elementary school teacher turned event planner who has organised 200+ school field days.',
    specialties: ['School events', 'Logistics', 'Special needs adaptations'],
  },
  {
    ...member('jamal-carter'),
    role: 'Lead Game Designer',
    initial: 'J',
    background: 'Physical education specialist who designs and safety-tests every game in our library.',
    specialties: ['Game design', 'Safety', 'Age-appropriate play'],
  },
] as const;

export const SAFETY = [
  'Fully insured for every event',
  'Background-checked staff',
  'First-aid trained MCs at every event',
  'Equipment inspected before each event',
  'Age-appropriate game selection',
  '100% satisfaction guarantee',
] as const;
