import { difficultyLabel, slugify } from './catalog.contract';

describe('slugify', () => {
  it.each([
    ['Red Light, Green Light', 'red-light-green-light'],
    ['Minute-to-Win-It Stations', 'minute-to-win-it-stations'],
    ['Egg and Spoon Race', 'egg-and-spoon-race'],
    ['  Café & Crêpes!  ', 'cafe-and-crepes'],
  ])('%p → %p', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('difficultyLabel', () => {
  it.each([
    [1, 'Easy'],
    [2, 'Easy'],
    [3, 'Medium'],
    [4, 'Challenging'],
  ])('%i → %s', (d, label) => expect(difficultyLabel(d)).toBe(label));
});
