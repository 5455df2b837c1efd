import { DownloadIcon, TrashIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { MY_DATA_WORDS as W } from '@app/contracts';
import { readApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { fetchUserData } from '../api/my-data.api';
import { DeleteAccountDialog } from './delete-account-dialog.component';

/**
 * The profile's "Your data" (docs/product/accounts.md#profile): the download of everything held about the account,
 * and the account's deletion behind a dialog that asks for the password again.
 */
export function MyData() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    setError(undefined);
    try {
      const { file, name } = await fetchUserData();
      saveFile(file, name);
    } catch (failure) {
      setError(readApiError(failure).message ?? W.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="your-data">
      <Heading as="h2" size="6" id="your-data" mt="7" mb="2">
        {W.heading}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {W.intro}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button size="3" variant="soft" onClick={() => void download()} loading={downloading}>
          <DownloadIcon aria-hidden /> {W.download}
        </Button>
        <Button size="3" variant="soft" color="red" onClick={() => setDeleting(true)}>
          <TrashIcon aria-hidden /> {W.delete}
        </Button>
      </Flex>
      {error && (
        <Text as="p" size="2" color="red" role="alert" mt="2">
          {error}
        </Text>
      )}
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}
