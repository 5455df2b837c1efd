import { Injectable } from '@nestjs/common';
import { AccountPersonalData } from '@app/accounts';
import { AlbumPersonalData } from '@app/albums';
import { BookingPersonalData, BookingsService } from '@app/bookings';
import { CustomGamePersonalData } from '@app/catalog';
import type { UserData } from '@app/contracts';
import { DocumentPersonalData } from '@app/documents';
import { PaymentPersonalData } from '@app/payments';
import { ReviewPersonalData } from '@app/reviews';
import { RosterPersonalData } from '@app/roster';

/**
 * GET /api/user/data (docs/product/privacy.md#your-data): everything the business holds about the signed-in account,
 * each domain's part read through its own service (a domain owns its tables) and put together per booking here. Only
 * the account's own bookings are read, by its id: nothing of another parent can reach the file.
 */
@Injectable()
export class UserDataDownload {
  constructor(
    private readonly account: AccountPersonalData,
    private readonly bookings: BookingsService,
    private readonly bookingData: BookingPersonalData,
    private readonly payments: PaymentPersonalData,
    private readonly rosters: RosterPersonalData,
    private readonly reviews: ReviewPersonalData,
    private readonly albums: AlbumPersonalData,
    private readonly documents: DocumentPersonalData,
    private readonly customGames: CustomGamePersonalData,
  ) {}

  async of(userId: string): Promise<UserData> {
    const account = await this.account.of(userId);
    const bookings = await this.bookings.listOwn(userId);
    const ids = bookings.map((b) => b.id);
    // One after another: a download is rare, and a burst of them should not take the pool's connections at once.
    const requests = await this.bookingData.cancellationRequestsOf(ids);
    const payments = await this.payments.of(ids);
    const rosters = await this.rosters.of(ids);
    const reviews = await this.reviews.of(ids);
    const photos = await this.albums.of(ids);
    const documents = await this.documents.of(ids);
    return {
      exportedAt: new Date().toISOString(),
      account,
      bookings: bookings.map((booking) => ({
        booking,
        cancellationRequests: requests.get(booking.id) ?? [],
        payments: payments.get(booking.id) ?? [],
        roster: rosters.get(booking.id) ?? null,
        review: reviews.get(booking.id) ?? null,
        photos: photos.get(booking.id) ?? [],
        documents: documents.get(booking.id) ?? [],
      })),
      customGames: await this.customGames.of(userId),
    };
  }
}
