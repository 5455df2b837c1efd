import { Button, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { readApiError } from '@/lib/api-error';
import { certificatesPdfPath, useEmailCertificates } from '../api/host-certificates.api';
import { PARTY_WORDS as W } from '../party-day-words';

/**
 * The party's certificates: made on the phone to print or save (with a signal or without,
 * docs/product/party-day.md#certificates), the server's PDF on Letter or A4, and an e-mail of it to the family.
 */
export function HostCertificates({ partyId }: { partyId: string }) {
  const email = useEmailCertificates(partyId);
  return (
    <Flex direction="column" gap="3">
      <Button asChild size="4">
        <Link to={`/host/parties/${encodeURIComponent(partyId)}/certificates/print`}>{W.printCertificates}</Link>
      </Button>
      <Button asChild size="4" variant="soft">
        <a href={certificatesPdfPath(partyId, 'letter')} target="_blank" rel="noopener">
          {W.certificatesPdf('Letter')}
        </a>
      </Button>
      <Button asChild size="4" variant="soft">
        <a href={certificatesPdfPath(partyId, 'a4')} target="_blank" rel="noopener">
          {W.certificatesPdf('A4')}
        </a>
      </Button>
      <Button size="4" loading={email.isPending} onClick={() => email.submit({})}>
        {W.emailCertificates}
      </Button>
      {email.isSuccess && (
        <Text size="4" role="status">
          {email.data.status === 'already-sent' ? W.certificatesAlreadyEmailed : W.emailedCertificates}
        </Text>
      )}
      {email.isError && (
        <Text size="4" color="red" role="alert">
          {readApiError(email.error).message ?? W.failed}
        </Text>
      )}
    </Flex>
  );
}
