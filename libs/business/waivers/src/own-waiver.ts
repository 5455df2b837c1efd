import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { BookingsService, type BookingCaller, type BookingEntity } from '@app/bookings';
import type { BookingWaiverSignatureRequest, BookingWaiverView } from '@app/contracts';
import { WaiverSignatureEntity } from './entities/waiver-signature.entity';
import { WaiverPolicies } from './waiver-policy';
import { WaiverSignatures } from './waiver-signatures';
import type { SignerClient } from './signer-client';

/**
 * The booking page's waiver (docs/product/waivers.md#the-booking-page): its parent signs for their own child, by the
 * page's own access (the owner, the owner cookie, the signed link, an admin). The signer's e-mail is the booking's:
 * the request never says who signs.
 */
@Injectable()
export class OwnWaiver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly policies: WaiverPolicies,
    private readonly signatures: WaiverSignatures,
  ) {}

  async view(bookingId: string, caller: BookingCaller): Promise<BookingWaiverView> {
    return this.viewOf(await this.bookings.findAccessible(bookingId, caller));
  }

  async sign(
    bookingId: string,
    dto: BookingWaiverSignatureRequest,
    caller: BookingCaller,
    client: SignerClient,
  ): Promise<BookingWaiverView> {
    const booking = await this.bookings.findAccessible(bookingId, caller);
    await this.dataSource.transaction((manager) =>
      this.signatures.sign(manager, {
        bookingId: booking.id,
        childId: null,
        childName: booking.childName,
        childAge: booking.childAge,
        fields: dto,
        signerEmail: booking.parentEmail,
        channel: 'booking-page',
        client,
      }),
    );
    return this.viewOf(booking);
  }

  private async viewOf(booking: BookingEntity): Promise<BookingWaiverView> {
    const [policy, signature] = await Promise.all([
      this.policies.policy(),
      this.dataSource.manager.findOneBy(WaiverSignatureEntity, { bookingId: booking.id, childId: IsNull() }),
    ]);
    return {
      required: policy.enabled,
      childName: booking.childName,
      waiver: policy.enabled ? policy.current : null,
      signature: signature
        ? { signerName: signature.signerName, version: signature.version, signedAt: signature.signedAt.toISOString() }
        : null,
    };
  }
}
