import { createHash } from 'node:crypto';

/** sha256 of the waiver's text as UTF-8, hex: the record of exactly which words a signature agreed to. */
export const waiverTextHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
