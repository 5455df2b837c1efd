/** The first name of a full name ("Ana" of "Ana Ruiz"); a name of one word is the whole of it. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/**
 * How every e-mail to a parent opens: "Hi Priya," for Priya Shah (docs/product/emails-and-documents.md#e-mail-form),
 * the first name as a friend writes it; a name of one word stays as it is.
 */
export const parentGreeting = (parentName: string): string => `Hi ${firstNameOf(parentName)},`;
