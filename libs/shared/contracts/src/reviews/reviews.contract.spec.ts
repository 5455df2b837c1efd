import { firstNameAndInitial, ratingWords, reviewRole } from './reviews.contract';

describe('reviews as testimonials (docs/product/reviews.md#testimonials)', () => {
  it('names the parent by first name and the initial of the last, as the consent says', () => {
    expect(firstNameAndInitial('Ana Maria Ruiz')).toEqual({ parentName: 'Ana R.', parentInitial: 'A' });
    expect(firstNameAndInitial('  dana   ortiz ')).toEqual({ parentName: 'dana O.', parentInitial: 'D' });
    expect(firstNameAndInitial('Cher')).toEqual({ parentName: 'Cher', parentInitial: 'C' });
  });

  it('says the rating with one decimal, one parent or many', () => {
    expect(ratingWords({ average: 4.9, count: 37 })).toBe('4.9 from 37 parents');
    expect(ratingWords({ average: 5, count: 1 })).toBe('5.0 from 1 parent');
  });

  it('gives each event type a role, and any other value the general one', () => {
    expect(reviewRole('birthday')).toBe('Birthday parent');
    expect(reviewRole('school-event')).toBe('School organiser');
    expect(reviewRole('something-new')).toBe('Party host');
  });
});
