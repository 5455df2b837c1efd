import { Button, Flex, Progress, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';

/** How long to keep asking while the worker builds the PDF (it usually takes a second or two). */
const GIVE_UP_AFTER_MS = 60_000;

/**
 * Downloads a PDF the worker builds on demand (receipts, confirmations, a party's certificates and run sheet): while
 * it is being built the api answers 202 with Retry-After, and the button shows progress until the file is ready. A
 * refusal shows the api's own message.
 */
export function PdfDownload({
  path,
  fileName,
  what,
  label,
  size = '3',
}: {
  /** The api path, with the booking link's query when the page has one. */
  path: string;
  fileName: string;
  /** What the messages call it: "receipt", "certificates". */
  what: string;
  label: string;
  size?: '1' | '2' | '3';
}) {
  const [state, setState] = useState<{ busy: boolean; waited: number; error?: string }>({ busy: false, waited: 0 });

  const download = async () => {
    const started = Date.now();
    setState({ busy: true, waited: 0 });
    try {
      for (;;) {
        const response = await apiRequest('GET', path);
        if (response.status !== 202) {
          saveFile(await response.blob(), fileName);
          setState({ busy: false, waited: 0 });
          return;
        }
        const waited = Date.now() - started;
        if (waited > GIVE_UP_AFTER_MS)
          throw new Error(`Your ${what} is taking longer than usual. Please try again soon.`);
        setState({ busy: true, waited });
        const retryAfter = Number(response.headers.get('retry-after')) || 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 5) * 1000));
      }
    } catch (error) {
      const message =
        error instanceof Error && !readApiError(error).message ? error.message : readApiError(error).message;
      setState({ busy: false, waited: 0, error: message || `The ${what} could not be downloaded. Please try again.` });
    }
  };

  return (
    <Flex direction="column" gap="2">
      <Button size={size} variant="soft" onClick={() => void download()} disabled={state.busy}>
        {state.busy ? `Preparing your ${what}...` : label}
      </Button>
      {state.busy && (
        <Progress value={Math.min(95, 20 + state.waited / 100)} aria-label={`Preparing your ${what}`} size="1" />
      )}
      {state.error && (
        <Text size="2" color="red" role="alert">
          {state.error}
        </Text>
      )}
    </Flex>
  );
}
