import type { TestimonialEntity } from '../entities/testimonial.entity';

export const TESTIMONIAL_SEED: Omit<TestimonialEntity, 'id'>[] = [
  {
    slug: 'sarah-m-birthday',
    parentName: 'Sarah M.',
    parentInitial: 'S',
    role: 'Mom of three',
    rating: 5,
    review:
      'Not a single screen all afternoon and twelve kids who did not want to go home. The MC knew every child by name within ten minutes. Best birthday we have ever thrown.',
    eventType: 'Birthday Party',
    featured: true,
  },
  {
    slug: 'david-r-birthday',
    parentName: 'David R.',
    parentInitial: 'D',
    role: 'Dad of twins',
    rating: 5,
    review:
      'They arrived early, set everything up and ran a real tournament with a scoreboard. My twins still wear their medals. I did not lift a finger, which is a first.',
    eventType: 'Birthday Party',
    featured: true,
  },
  {
    slug: 'priya-k-school-event',
    parentName: 'Priya K.',
    parentInitial: 'P',
    role: 'PTA coordinator',
    rating: 5,
    review:
      'We booked them for our end-of-year field day with forty kids. Perfectly organised, safe and inclusive: the younger grades had their own heats so nobody felt left out.',
    eventType: 'School Event',
    featured: true,
  },
  {
    slug: 'marcus-t-family-gathering',
    parentName: 'Marcus T.',
    parentInitial: 'M',
    role: 'Uncle and party planner',
    rating: 5,
    review:
      'Cousins aged four to thirteen all playing together is usually chaos. The team picked games that worked for every age, and the awards ceremony had the grandparents cheering.',
    eventType: 'Family Gathering',
    featured: true,
  },
  {
    slug: 'emily-w-playdate',
    parentName: 'Emily W.',
    parentInitial: 'E',
    role: 'Mom of two',
    rating: 4,
    review:
      'A rainy day playdate that could have been a disaster. They moved everything indoors without missing a beat. Freeze dance was the hit of the day.',
    eventType: 'Playdate',
    featured: false,
  },
  {
    slug: 'jasmine-l-sports-camp',
    parentName: 'Jasmine L.',
    parentInitial: 'J',
    role: 'Summer camp director',
    rating: 5,
    review:
      'We now book a competition day every session. Campers look forward to it all week, and the custom shirts make for fantastic group photos.',
    eventType: 'Sports Camp',
    featured: false,
  },
  {
    slug: 'olivia-g-daycare-event',
    parentName: 'Olivia G.',
    parentInitial: 'O',
    role: 'Daycare owner',
    rating: 5,
    review:
      'Gentle, patient and so much fun with our three and four year olds. Parachute games and red light, green light kept them giggling the whole time.',
    eventType: 'Daycare Event',
    featured: false,
  },
  {
    slug: 'kevin-b-birthday',
    parentName: 'Kevin B.',
    parentInitial: 'K',
    role: 'Dad of one',
    rating: 5,
    review:
      'Booking took five minutes and the price was exactly what the site said. My son felt like a real champion up on that podium.',
    eventType: 'Birthday Party',
    featured: false,
  },
];
