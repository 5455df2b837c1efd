import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import {
  bareClockIn,
  calendarDayWords,
  startTimeLabel,
  todayIn,
  WAITLIST_EMAIL_WORDS as E,
  WAITLIST_MESSAGES as M,
  WAITLIST_OFFER_PARAM,
  WAITLIST_PAGE_WORDS as W,
  type WaitlistOfferView,
} from '@app/contracts';
import { useDeclineOffer, useWaitlistOffer } from '../api/waitlist-links.api';
import { WaitlistLinkPage } from './waitlist-link-page.component';

/** Until when the time is held, on the business's clock: with its day when that is not today. */
function heldUntil(expiresAt: string, timeZone: string | undefined, today: string | undefined): string {
  const day = timeZone ? todayIn(timeZone, new Date(expiresAt)) : today;
  const clock = bareClockIn(expiresAt, timeZone);
  return day && day !== today
    ? `${calendarDayWords(day, { weekday: 'long', month: 'long', day: 'numeric' })} at ${clock}`
    : clock;
}

/** The wizard with the held time chosen, as the offer e-mail's "Book this time" opens it. */
const bookingPath = (offer: WaitlistOfferView, token: string) =>
  `/booking?${new URLSearchParams({
    date: offer.eventDate,
    time: offer.eventTime,
    games: String(offer.games),
    [WAITLIST_OFFER_PARAM]: `${offer.id}.${token}`,
  })}`;

/**
 * /waitlist/decline?offer=&token= (docs/product/waitlist.md#leaving): the time held for the family and until when,
 * with "I do not need it" (the time goes to the next family) and "Book this time"; then the server's thanks in the
 * live region. An offer no longer open says so.
 */
export function DeclineOfferPage({
  offerId,
  token,
  timeZone,
  today,
}: {
  offerId: string;
  token: string;
  /** The business's clock (GET /api/site). */
  timeZone: string | undefined;
  today: string | undefined;
}) {
  const offer = useWaitlistOffer(offerId, token);
  const decline = useDeclineOffer(offerId, token);
  const data = offer.data;
  const open = data?.status === 'open';
  return (
    <WaitlistLinkPage
      heading={W.offerHeading}
      linked={Boolean(offerId && token)}
      isPending={offer.isPending}
      error={offer.error ?? decline.error}
    >
      {data && (
        <Flex direction="column" gap="4">
          {open && (
            <Text as="p">
              {W.offerHeld(data.eventDate, startTimeLabel(data.eventTime), heldUntil(data.expiresAt, timeZone, today))}
            </Text>
          )}
          <div role="status" aria-live="polite">
            {decline.isSuccess ? (
              <Callout.Root color="green">
                <Callout.Text>{M.declined}</Callout.Text>
              </Callout.Root>
            ) : (
              !open && <Text as="p">{M.offerEnded}</Text>
            )}
          </div>
          {open && (
            <Flex gap="3" wrap="wrap">
              <Button size="3" asChild>
                <RouterLink to={bookingPath(data, token)}>{E.bookAction}</RouterLink>
              </Button>
              <Button
                size="3"
                variant="soft"
                color="gray"
                disabled={decline.isPending}
                onClick={() => decline.mutate()}
              >
                {decline.isPending ? W.declining : E.declineAction}
              </Button>
            </Flex>
          )}
        </Flex>
      )}
    </WaitlistLinkPage>
  );
}
