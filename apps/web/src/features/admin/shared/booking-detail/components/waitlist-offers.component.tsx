import { Heading, Text } from '@radix-ui/themes';
import { WAITLIST_OFFICE_WORDS as W, type AdminWaitlistOffer } from '@app/contracts';
import { useWaitlistOffers } from '@/features/admin/shared/booking-detail/api/waitlist-offers.api';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import './booking-detail-dialog.css';

/** "Offered to a@b.c at Nov 25, 2026, 2:05 PM — open until Nov 25, 2026, 4:05 PM (offered by the office)". */
function OfferLine({ offer }: { offer: AdminWaitlistOffer }) {
  const at = useAdminDateTime();
  const ended = W.offerEnded[offer.status](at(offer.expiresAt));
  return (
    <li>
      <Text size="2">
        {W.offerLine(offer.email, at(offer.offeredAt), ended)}
        {offer.byOffice && ` (${W.byOffice})`}
      </Text>
    </li>
  );
}

/**
 * The booking detail's waiting-list section (docs/product/waitlist.md#the-office): once a cancellation or a move gave
 * the booking's time back, who was offered it and how each offer ended. Nothing at all when nobody was, or while it
 * loads (most bookings never freed a time).
 */
export function WaitlistOffers({ bookingId }: { bookingId: string }) {
  const offers = useWaitlistOffers(bookingId);
  if (offers.isPending || (offers.isSuccess && offers.data.length === 0)) return null;
  return (
    <section aria-label={W.offersTitle}>
      <Heading as="h3" size="3" mb="2" mt="4">
        {W.offersTitle}
      </Heading>
      {offers.isError ? (
        <Text size="2" color="red">
          {W.offersFailed}
        </Text>
      ) : (
        <ul className="booking-waitlist-offers">
          {offers.data.map((offer) => (
            <OfferLine key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </section>
  );
}
