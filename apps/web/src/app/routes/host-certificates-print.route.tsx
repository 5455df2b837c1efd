import { Container } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/layout/page-title.layout';
import { CertificatesPrint } from '@/features/host/certificates/certificates-print.component';
import { HostOffline } from '@/features/host/outbox/host-offline.component';

/**
 * /host/parties/:id/certificates/print: the party's certificates made on the phone, to print or save as a PDF with or
 * without a signal (docs/product/party-day.md#certificates). Hosts only.
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <Container size="1" px="4" py="5">
      <PageTitle page="Certificates" />
      <meta name="robots" content="noindex" />
      <HostOffline />
      <CertificatesPrint id={id} />
    </Container>
  );
}
