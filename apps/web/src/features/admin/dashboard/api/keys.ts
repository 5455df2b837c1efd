import type { DayRange } from '@app/contracts';
import { adminKeys } from '@/features/admin/shared/api/keys';

export const statsKeys = {
  /** The figures of a period; the dashboard and the /admin prefetch ask under the same key. */
  period: ({ from, to }: DayRange) => [...adminKeys.all, 'stats', from, to] as const,
};

export const waitlistFigureKeys = {
  /** The waiting list's figures of a period (docs/product/waitlist.md#the-office). */
  period: ({ from, to }: DayRange) => [...adminKeys.all, 'waitlist', 'figures', from, to] as const,
};

export const backupKeys = {
  /** Where the backups stand: the dashboard's line. */
  status: () => [...adminKeys.all, 'backups'] as const,
};
