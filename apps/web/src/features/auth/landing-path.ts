import type { User } from '@app/contracts';

/**
 * Where signing in leads: a host to their parties of the day (docs/product/hosts.md#the-hosts-phone-app), everyone
 * else home (docs/product/states.md#states-and-transitions).
 */
export const landingPath = (user: Pick<User, 'role'>): string => (user.role === 'host' ? '/host' : '/');
