import type { AddOnSelection } from '@app/pricing';
import { US_STATES, type UsState } from '@app/contracts';
import { flag, oneOf, record, text } from './draft-shape';
import { draftAtom } from './draft-storage';

/** Step 3: where the event happens, its theme, the add-ons and anything else the parent asks for. */
export interface VenueDetailsDraft {
  eventTheme: string;
  location: { address: string; city: string; state: UsState | ''; zipCode: string; spaceDetails: string };
  addOns: AddOnSelection;
  specialRequests: string;
}

export const EMPTY_VENUE_DETAILS: VenueDetailsDraft = {
  eventTheme: '',
  location: { address: '', city: '', state: '', zipCode: '', spaceDetails: '' },
  addOns: { photography: false, videography: false, customShirts: false, customAwards: false },
  specialRequests: '',
};

export const venueDetailsAtom = draftAtom<VenueDetailsDraft>(
  'venue',
  EMPTY_VENUE_DETAILS,
  record<VenueDetailsDraft>({
    eventTheme: text,
    location: record<VenueDetailsDraft['location']>({
      address: text,
      city: text,
      state: oneOf(['', ...US_STATES]),
      zipCode: text,
      spaceDetails: text,
    }),
    addOns: record<AddOnSelection>({ photography: flag, videography: flag, customShirts: flag, customAwards: flag }),
    specialRequests: text,
  }),
);
