import { BOOKING_RULES } from '@app/contracts';
import { draftAtom } from './draft-storage';

/** Step 3: who books (the parent) and who the party is for (the child). */
export interface ContactDetailsDraft {
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  childName: string;
  childAge: number;
}

export const EMPTY_CONTACT_DETAILS: ContactDetailsDraft = {
  parentName: '',
  parentEmail: '',
  parentPhone: '',
  childName: '',
  childAge: BOOKING_RULES.childAgeDefault,
};

export const contactDetailsAtom = draftAtom<ContactDetailsDraft>('contact', EMPTY_CONTACT_DETAILS);
