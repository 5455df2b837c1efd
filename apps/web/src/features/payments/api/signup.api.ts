import type { RegisterRequest, User } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * docs/product/booking.md#create-account: the confirmation's "Create Account to Track Bookings" is real. The e-mail is
 * the username; the api signs the new account in and attaches the bookings this browser made before (the anonymous
 * owner cookie).
 */
export function signUpWithBooking(email: string, password: string, parentName: string, idempotencyKey: string) {
  const [firstName, ...rest] = parentName.trim().split(/\s+/);
  const body: RegisterRequest = { username: email, email, password, firstName, lastName: rest.join(' ') || undefined };
  return api.post<User>('/api/register', body, idempotencyKey);
}
