import { Flex, Text } from '@radix-ui/themes';
import { shortBookingId, WAIVER_TEXTS as T, type AdminBookingDetail } from '@app/contracts';
import { PdfDownload } from '@/components/ui/pdf-download.ui';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { Item, Section, STACKED_ON_A_PHONE } from './booking-detail-section.component';

/**
 * "Waivers" in the booking detail (docs/product/waivers.md#the-office): each signature (who, for which child, the
 * version, when), the children still missing one, and the party's signed waivers in full as a PDF.
 */
export function BookingWaivers({ booking }: { booking: AdminBookingDetail }) {
  const at = useAdminDateTime();
  const { required, signatures, missing } = booking.waivers;
  if (!required && signatures.length === 0)
    return (
      <Section title={T.officeHeading}>
        <Item label={T.officeHeading}>{T.officeOff}</Item>
      </Section>
    );
  return (
    <Section title={T.officeHeading} orientation={STACKED_ON_A_PHONE}>
      <Item label={T.officeSigned}>
        {signatures.length ? (
          <Flex direction="column" gap="1" asChild>
            <ul aria-label={T.officeSigned} style={{ margin: 0, paddingLeft: '1.2em' }}>
              {signatures.map((s) => (
                <li key={s.id}>
                  <Text size="2">{T.officeSignature(s.signerName, s.childName, s.version, at(s.signedAt))}</Text>
                </li>
              ))}
            </ul>
          </Flex>
        ) : (
          T.officeNoneSigned
        )}
      </Item>
      {required && (
        <Item label={T.officeMissing}>
          {missing.length ? (
            <Flex direction="column" gap="1" asChild>
              <ul aria-label={T.officeMissing} style={{ margin: 0, paddingLeft: '1.2em' }}>
                {missing.map((m) => (
                  <li key={m.childId ?? 'host-child'}>
                    <Text size="2" color="red">
                      {m.childName}
                    </Text>
                  </li>
                ))}
              </ul>
            </Flex>
          ) : (
            T.officeNoneMissing
          )}
        </Item>
      )}
      {signatures.length > 0 && (
        <Item label={T.officeInFull}>
          <PdfDownload
            path={`/api/admin/bookings/${encodeURIComponent(booking.id)}/waivers.pdf`}
            fileName={`waivers-${shortBookingId(booking.id)}.pdf`}
            what="waivers"
            label={T.download}
            size="2"
          />
        </Item>
      )}
    </Section>
  );
}
