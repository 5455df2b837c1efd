import { Button, Flex, Progress, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { shortBookingId, type DocumentKind } from '@app/contracts';
import { apiRequest, withQuery } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';

/** How long to keep asking while the worker builds the PDF (it usually takes a second or two). */
const GIVE_UP_AFTER_MS = 60_000;

/**
 * Downloads a booking's receipt or confirmation PDF (DESIGN §4.6). The worker builds it after the payment: while it
 * is being built the api answers 202 with Retry-After, and the button shows progress until the file is ready.
 */
export function DocumentDownload({
  bookingId,
  kind,
  label,
  token,
}: {
  bookingId: string;
  kind: DocumentKind;
  label: string;
  /** The booking's signed link, on its page opened with it (issue #28). */
  token?: string | null;
}) {
  const [state, setState] = useState<{ busy: boolean; waited: number; error?: string }>({ busy: false, waited: 0 });

  const download = async () => {
    const started = Date.now();
    setState({ busy: true, waited: 0 });
    try {
      for (;;) {
        const response = await apiRequest(
          'GET',
          withQuery(`/api/bookings/${encodeURIComponent(bookingId)}/${kind}`, { token }),
        );
        if (response.status !== 202) {
          save(await response.blob(), `${kind}-${shortBookingId(bookingId)}.pdf`);
          setState({ busy: false, waited: 0 });
          return;
        }
        const waited = Date.now() - started;
        if (waited > GIVE_UP_AFTER_MS)
          throw new Error(`Your ${kind} is taking longer than usual. Please try again soon.`);
        setState({ busy: true, waited });
        const retryAfter = Number(response.headers.get('retry-after')) || 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter, 5) * 1000));
      }
    } catch (error) {
      const message =
        error instanceof Error && !readApiError(error).message ? error.message : readApiError(error).message;
      setState({ busy: false, waited: 0, error: message || `The ${kind} could not be downloaded. Please try again.` });
    }
  };

  return (
    <Flex direction="column" gap="2">
      <Button size="3" variant="soft" onClick={() => void download()} disabled={state.busy}>
        {state.busy ? `Preparing your ${kind}...` : label}
      </Button>
      {state.busy && (
        <Progress value={Math.min(95, 20 + state.waited / 100)} aria-label={`Preparing your ${kind}`} size="1" />
      )}
      {state.error && (
        <Text size="2" color="red" role="alert">
          {state.error}
        </Text>
      )}
    </Flex>
  );
}

function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
