import type { ShirtSize, WaiverText } from '@app/contracts';
import { UNSIGNED, type WaiverSigningValues } from '@/components/ui/waiver-signing.ui';
import type { AgeInput } from './roster-form';

/** A family's answer as its form holds it. */
export interface FamilyAnswerValues {
  firstName: string;
  shirtSize: ShirtSize | '';
  notes: string;
  age: AgeInput;
  photoConsent: boolean;
  attending: boolean;
  /** Asked while waivers are on (docs/product/waivers.md#the-screens). */
  emergencyPhone: string;
  medicalNote: string;
  /** The signature, while one is asked (waivers on, none signed for this child yet). */
  waiver?: WaiverSigningValues & { email: string; version: number };
}

export const NO_ANSWER: FamilyAnswerValues = {
  firstName: '',
  shirtSize: '',
  notes: '',
  age: null,
  photoConsent: false,
  attending: true,
  emergencyPhone: '',
  medicalNote: '',
};

/** The answer with an unsigned signature of the version shown. */
export const withFamilyWaiver = (values: FamilyAnswerValues, waiver: WaiverText): FamilyAnswerValues => ({
  ...values,
  waiver: { ...UNSIGNED, email: '', version: waiver.version },
});
