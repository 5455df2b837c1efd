import { shortBookingId } from '@app/contracts';

/** The file name a document downloads and attaches as: receipt-34CD56EF.pdf. */
export const documentFileName = (kind: string, bookingId: string): string => `${kind}-${shortBookingId(bookingId)}.pdf`;
