import { createHash, createHmac } from 'node:crypto';

/**
 * A host invitation's link token: an HMAC of the invitation's id under BOOKING_LINK_SECRET with a purpose of its own
 * (no booking or roster link opens it). The database keeps only its SHA-256 (tokenHash), so a copy of the tables
 * sets no password; the worker makes the token again from the id it is given, so neither the outbox nor a job
 * carries it.
 */
export const hostInvitationToken = (invitationId: string, secret: string): string =>
  createHmac('sha256', secret).update(`host-invitation:${invitationId}`).digest('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
