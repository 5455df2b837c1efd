import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { calendarDayWords, certificateTitleOf, CERTIFICATE_WORDS, type HostParty } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LinkButton } from '@/components/ui/link-button.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useOnline } from '@/lib/use-online.hook';
import { useHostParty } from '../api/host-parties.api';
import { HOST_WORDS } from '../host-words';
import { PRINT_WORDS as W } from './print-words';

/**
 * One landscape sheet per certificate with no margin, the brand's fonts (the app's own, kept on the phone) and
 * colours; printing shows the certificates alone. Inline, as the page's own: the CSP allows inline styles.
 */
const PRINT_STYLES = `
@page { size: landscape; margin: 0; }
.certificate { box-sizing: border-box; min-height: 60vh; padding: 24px; margin-bottom: 24px; display: flex;
  flex-direction: column; align-items: center; justify-content: center; gap: 8px; text-align: center;
  background: var(--amber-2); border: 8px solid var(--violet-9); border-radius: 16px; }
.certificate .award { font-family: var(--heading-font-family); font-weight: 600; font-size: 2.2rem;
  color: var(--violet-9); margin: 0; }
.certificate .name { font-family: var(--heading-font-family); font-weight: 600; font-size: 2.6rem;
  color: var(--violet-12); border-bottom: 4px solid var(--amber-9); padding: 0 24px 4px; margin: 0;
  overflow-wrap: anywhere; }
.certificate p { margin: 0; }
@media print {
  body * { visibility: hidden; }
  .certificates, .certificates * { visibility: visible; }
  .certificates { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .certificate { width: 100vw; height: 100vh; min-height: 0; margin: 0; break-after: page;
    print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .certificate:last-child { break-after: auto; }
}
`;

/**
 * /host/parties/:id/certificates/print (docs/product/party-day.md#certificates): the award certificates made on the
 * phone from the party it keeps, each arrived child's title by the same rule as the server's PDF, so the host prints
 * them (or saves them as a PDF) without a signal; online, the server's PDF is a tap away.
 */
export function CertificatesPrint({ id }: { id: string }) {
  const party = useHostParty(id);
  if (party.isPending) return <LoadingState text={HOST_WORDS.loadingParty} />;
  if (party.isError) return <ErrorState text={HOST_WORDS.partyFailed} />;
  return <Certificates party={party.data} />;
}

function Certificates({ party }: { party: HostParty }) {
  const online = useOnline();
  const arrived = party.children.filter((child) => child.arrived);
  const day = calendarDayWords(party.eventDate, { month: 'long', day: 'numeric', year: 'numeric' });
  return (
    <Flex direction="column" gap="4">
      <style>{PRINT_STYLES}</style>
      <LinkButton to={`/host/parties/${party.bookingId}`} size="4" variant="ghost" style={{ alignSelf: 'flex-start' }}>
        ← {W.backToParty}
      </LinkButton>
      <Heading as="h1" size="8">
        {W.title}
      </Heading>
      {arrived.length === 0 ? (
        <Text size="5">{W.noneArrived}</Text>
      ) : (
        <>
          <Text size="4">{W.hint}</Text>
          <Flex gap="3" wrap="wrap">
            <Button size="4" onClick={() => window.print()} style={{ flex: 1 }}>
              {W.print}
            </Button>
            {online && (
              <Button asChild size="4" variant="soft" style={{ flex: 1 }}>
                <a href={`/api/host/parties/${encodeURIComponent(party.bookingId)}/certificates?paper=letter`}>
                  {W.serverPdf}
                </a>
              </Button>
            )}
          </Flex>
          <ol className="certificates" aria-label={W.title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {arrived.map((child) => (
              <li key={child.id} className="certificate">
                <p className="award">{certificateTitleOf(child.id, party)}</p>
                <p>{CERTIFICATE_WORDS.presentedTo}</p>
                <p className="name">{child.firstName}</p>
                <p>
                  {CERTIFICATE_WORDS.competedAt} {party.childName}&rsquo;s party
                </p>
                <p>{day}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </Flex>
  );
}
