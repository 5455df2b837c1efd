import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountPersonalData, AccountsService } from '@app/accounts';
import { BookingCancellations } from '@app/booking-money';
import {
  BookingPersonalData,
  BookingsException,
  ManagedBookings,
  type BookingCaller,
  type BookingEntity,
} from '@app/bookings';
import {
  PRIVACY_MESSAGES as M,
  slotWords,
  type AccountDeleted,
  type CancelledForDeletion,
  type DeleteAccountRequest,
  type UpcomingPartiesDetails,
  type User,
} from '@app/contracts';
import { OutboxService } from '@app/queue';
import { SettingsService } from '@app/settings';
import { PrivacyException } from './privacy.exception';

/** The history's, the refund's and the e-mail's reason for the parties a deletion cancels. */
const DELETION_REASON = 'Cancelled because the parent deleted their account.';

/**
 * DELETE /api/user (docs/product/privacy.md#deleting-an-account), the api's part, in order:
 * 1. the password again (counted as a sign-in is);
 * 2. every party still to come, checked first: one the parent can no longer cancel online (inside the late window, or
 *    under way today) refuses the whole deletion, with the business to contact, before anything changes;
 * 3. the others cancelled one by one as the parent's own cancellation in time (its refund less the fee, its e-mails);
 * 4. in one transaction, the account anonymised (so its e-mail may register again), its sessions ended, and
 *    `account.deleted` recorded: the worker then erases each domain's part (AccountErasure).
 * A stop after 3 leaves the account as it was, less the cancelled parties: the parent's retry finds nothing left to
 * cancel and goes on.
 */
@Injectable()
export class AccountDeletion {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly account: AccountPersonalData,
    private readonly bookingData: BookingPersonalData,
    private readonly managed: ManagedBookings,
    private readonly cancellations: BookingCancellations,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
  ) {}

  async delete(user: User, dto: DeleteAccountRequest, clientIp: string | undefined): Promise<AccountDeleted> {
    if (user.role !== 'user') throw new PrivacyException('ACCOUNT_NOT_DELETABLE', M.notDeletable);
    await this.accounts.confirmPassword(user, dto.password, clientIp);
    const toCancel = await this.upcomingCancellable(user.id);
    const caller: BookingCaller = { userId: user.id, isAdmin: false, ownerToken: null, linkToken: null };
    const cancelled: CancelledForDeletion[] = [];
    for (const booking of toCancel) {
      const { refundAmount } = await this.cancellations
        .cancelInTime(booking.id, DELETION_REASON, caller)
        .catch((err) => {
          // Its deadline passed since the check: refused as if the check had seen it.
          if (err instanceof BookingsException && err.code === 'BOOKING_STATE_CONFLICT') throw this.refusal([booking]);
          throw err;
        });
      cancelled.push({
        bookingId: booking.id,
        eventDate: booking.eventDate,
        eventTime: booking.eventTime,
        refundAmount,
      });
    }
    await this.dataSource.transaction(async (manager) => {
      await this.account.erase(manager, user.id);
      await this.outbox.record(manager, 'account.deleted', { userId: user.id });
    });
    return { cancelled };
  }

  /**
   * The parties still to come that the parent may cancel now; throws with every one they may not. A party of a past day
   * still marked pending or confirmed is not to come: it stays as it is.
   */
  private async upcomingCancellable(userId: string): Promise<BookingEntity[]> {
    const today = this.settings.today();
    const standing = (await this.bookingData.standing(userId)).filter((b) => b.eventDate >= today);
    const cancellable: BookingEntity[] = [];
    const refused: BookingEntity[] = [];
    for (const booking of standing) {
      const { cancel } = await this.managed.policyOf(booking);
      (cancel === 'refund' ? cancellable : refused).push(booking);
    }
    if (refused.length) throw this.refusal(refused);
    return cancellable;
  }

  private refusal(parties: BookingEntity[]): PrivacyException {
    const { timeZone, phone, email } = this.settings.snapshot();
    const details: UpcomingPartiesDetails = {
      parties: parties.map((b) => ({ bookingId: b.id, eventDate: b.eventDate, eventTime: b.eventTime })),
    };
    const words = parties.map((b) => slotWords(b.eventDate, b.eventTime, timeZone));
    return new PrivacyException('PARTIES_NOT_CANCELLABLE', M.partiesNotCancellable(words, `${phone}, ${email}`), {
      details: { ...details },
    });
  }
}
