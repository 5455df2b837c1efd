import { Button, Flex, Text } from '@radix-ui/themes';
import { readApiError } from '@/lib/api-error';
import { certificatesPdfPath, useEmailCertificates } from '../api/host-certificates.api';
import { PARTY_WORDS as W } from '../party-day-words';

/** The party's certificates: the PDF to print on Letter or A4, and an e-mail of it to the family. */
export function HostCertificates({ partyId }: { partyId: string }) {
  const email = useEmailCertificates(partyId);
  return (
    <Flex direction="column" gap="3">
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
          {W.emailedCertificates}
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
