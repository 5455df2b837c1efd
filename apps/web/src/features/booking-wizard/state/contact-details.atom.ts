import { count, orNull, record, text } from './draft-shape';
import { draftAtom } from './draft-storage';

/** Step 3: who books (the parent) and who the party is for (the child). */
export interface ContactDetailsDraft {
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  childName: string;
  /** Blank until the parent types it (a prefilled age was kept by parents who never looked). */
  childAge: number | null;
}

export const EMPTY_CONTACT_DETAILS: ContactDetailsDraft = {
  parentName: '',
  parentEmail: '',
  parentPhone: '',
  childName: '',
  childAge: null,
};

export const contactDetailsAtom = draftAtom<ContactDetailsDraft>(
  'contact',
  EMPTY_CONTACT_DETAILS,
  record<ContactDetailsDraft>({
    parentName: text,
    parentEmail: text,
    parentPhone: text,
    childName: text,
    childAge: orNull(count),
  }),
);
