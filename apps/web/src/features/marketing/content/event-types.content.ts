/** The four event cards on the home page and the four features (docs/product/pages.md#routes). */
export const HOME_EVENT_TYPES = [
  {
    title: 'Birthday Parties',
    text: 'Make your child the champion of the day with team games, a podium and a birthday shout-out.',
  },
  {
    title: 'Playdates & Gatherings',
    text: 'Turn a group of friends into teams and an ordinary afternoon into a tournament.',
  },
  {
    title: 'School Events',
    text: 'Field days, class parties and fundraisers, run smoothly by a host who handles the crowd.',
  },
  {
    title: 'Family Gatherings',
    text: 'Cousins against cousins: friendly competition that gets every generation cheering.',
  },
] as const;

export const FEATURES = [
  {
    title: 'Professional MCs',
    text: 'Energetic, background-checked hosts who keep every child engaged from start to finish.',
  },
  {
    title: 'Structured Competitions',
    text: 'Real games with rules, teams, scoring and a clear winner: no chaos, just fun.',
  },
  { title: 'Custom Shirts', text: 'Team shirts that turn your guests into teams and make great keepsakes.' },
  { title: 'Awards Ceremony', text: 'A podium, medals and applause so every child goes home feeling like a champion.' },
] as const;
