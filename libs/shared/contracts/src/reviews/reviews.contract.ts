import type { EventType } from '../bookings/booking-lists.contract';

/**
 * Reviews (docs/product/reviews.md): what a parent may write through the thank-you's link, how an admin decides on
 * it, and the words both sides show. One place for the API and the SPA.
 */
export const REVIEW_RULES = {
  ratingMin: 1,
  ratingMax: 5,
  textMax: 1000,
  /** How long the thank-you's review link opens the review, from the moment it was sent. */
  linkDays: 60,
  reasonMax: 500,
} as const;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What an admin may decide (docs/product/reviews.md#moderation). */
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The consent checkbox's words, as the parent reads them (docs/product/reviews.md#the-review-page). */
export const REVIEW_CONSENT_LABEL = 'You may show this on the website with my first name and initial';

export const REVIEW_MESSAGES = {
  rating: `Choose from ${REVIEW_RULES.ratingMin} to ${REVIEW_RULES.ratingMax} stars`,
  text: `Your review is at most ${REVIEW_RULES.textMax} characters`,
  publish: 'publish must be true or false',
  status: `status must be one of ${REVIEW_DECISIONS.join(', ')}`,
  statusFilter: `status must be one of ${REVIEW_STATUSES.join(', ')}`,
  featured: 'featured must be true or false',
  reason: `The reason is at most ${REVIEW_RULES.reasonMax} characters`,
  reasonRequired: 'Say why the review is rejected (false, abusive or off-topic)',
  version: 'version must be the version of the review as listed (a whole number from 1)',
  notFound: 'This review link is not valid. Please use the link from your thank-you e-mail.',
  expired: `This review link has expired: links are open for ${REVIEW_RULES.linkDays} days after the party.`,
  notOpen: 'You can review the party once it has taken place.',
  decided: 'This review has already been published or declined, so it can no longer be changed.',
  changed: 'The parent changed this review after you opened it. Read the new version below before you decide.',
  reviewNotFound: 'Review not found',
  thanks: 'Thank you! Your review has been saved.',
} as const;

/** The review page's words (docs/product/reviews.md#the-review-page). */
export const REVIEW_PAGE_WORDS = {
  heading: (childName: string, eventType: string) => `How was ${childName}'s ${eventType.toLowerCase()}?`,
  intro: 'Every family we visit gets this same request: good or bad, your stars and a few words help the next family.',
  editable: 'You can change it until we publish it.',
  linkNotFound: 'Review link not found',
  linkExpired: 'This review link has expired',
  linkNotOpen: 'Reviews open after the party',
  loadFailed: 'We could not load this page. Please try again later.',
  google: 'You can also review us on Google',
  helpful:
    'What helps the next family most: the games the children loved, how the host ran the party, and how old the children were.',
  approved: 'Thank you! Your review is published.',
  rejected: 'Thank you for your review. We have not published it.',
} as const;

/** The testimonial's role line, from the party's event type (the parent wrote as who booked that kind of party). */
const REVIEW_ROLES: Record<EventType, string> = {
  birthday: 'Birthday parent',
  playdate: 'Playdate parent',
  'school-event': 'School organiser',
  'family-gathering': 'Family host',
  'sports-camp': 'Camp organiser',
  'team-building': 'Team organiser',
  'daycare-event': 'Daycare organiser',
  other: 'Party host',
};
export const reviewRole = (eventType: string): string => REVIEW_ROLES[eventType as EventType] ?? REVIEW_ROLES.other;

/** GET /api/reviews/:token: the party the link is for, and the review written so far (null: none yet). */
export interface ReviewInvitation {
  childName: string;
  eventDate: string;
  /** Its label ("Birthday Party"). */
  eventType: string;
  review: ReviewDraft | null;
  /** The business's Google review page, offered beside ours; null when the settings hold none. */
  googleReviewUrl: string | null;
}

/** POST /api/reviews/:token: a new review, or the same one edited until an admin decides. */
export interface ReviewRequest {
  rating: number;
  text: string;
  publish: boolean;
}

export interface ReviewDraft extends ReviewRequest {
  status: ReviewStatus;
}

/** GET /api/admin/reviews: a review with the booking it came from. */
export interface AdminReview extends ReviewRequest {
  id: number;
  /** How many times the parent wrote it: a decision sends the version it was made on. */
  version: number;
  status: ReviewStatus;
  featured: boolean;
  rejectionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  booking: { id: string; parentName: string; childName: string; eventDate: string; eventType: string };
}

/**
 * PATCH /api/admin/reviews/:id: a decision (a rejection with its reason), and whether the home page features it, on
 * the `version` of the review the admin read (409 REVIEW_CHANGED when the parent changed it since).
 */
export interface ReviewModerationRequest {
  version: number;
  status?: ReviewDecision;
  featured?: boolean;
  reason?: string;
}

/** The 409 REVIEW_CHANGED's `details`: the review as the parent left it, to read before deciding again. */
export interface ReviewChangedDetails {
  review: AdminReview;
}

/** GET /api/testimonials/rating: the average of approved reviews and how many (samples never count). */
export interface ReviewRating {
  average: number | null;
  count: number;
}

/** "4.9 from 37 parents": the home page's line; one parent reads "from 1 parent". */
export const ratingWords = ({ average, count }: { average: number; count: number }): string =>
  `${average.toFixed(1)} from ${count} ${count === 1 ? 'parent' : 'parents'}`;

/** Every rating a parent may give, lowest first: the review page's stars and the thank-you's. */
export const REVIEW_STARS: readonly number[] = Array.from(
  { length: REVIEW_RULES.ratingMax - REVIEW_RULES.ratingMin + 1 },
  (_, i) => REVIEW_RULES.ratingMin + i,
);

/** "4 stars", "1 star": a rating as the review page's stars and the thank-you's name it. */
export const starWords = (stars: number): string => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/**
 * The review link's parameter for the star the parent tapped in the thank-you (`?rating=4`): the page opens with it
 * chosen. Anything but a whole number of stars in range is ignored.
 */
export const REVIEW_RATING_PARAM = 'rating';
export function ratingOfLink(value: string | null): number | null {
  const stars = Number(value);
  return value && Number.isInteger(stars) && stars >= REVIEW_RULES.ratingMin && stars <= REVIEW_RULES.ratingMax
    ? stars
    : null;
}

/** The first name and the initial of the rest, as the consent says: "Ana R." of "Ana Ruiz". */
export function firstNameAndInitial(fullName: string): { parentName: string; parentInitial: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const initial = rest.length ? ` ${rest[rest.length - 1].charAt(0).toUpperCase()}.` : '';
  return { parentName: `${first}${initial}`, parentInitial: first.charAt(0).toUpperCase() };
}
