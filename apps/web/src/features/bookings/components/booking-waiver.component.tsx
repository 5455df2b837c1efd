import { Button, Callout, Flex, Skeleton } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  BookingWaiverSignatureDto,
  isMinor,
  shortDeadlineWords,
  WAIVER_TEXTS as T,
  type BookingWaiverView,
  type WaiverText,
} from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { RequiredNote } from '@/components/ui/form-field.ui';
import {
  UNSIGNED,
  WaiverSigningFields,
  withGuardianCheck,
  type WaiverSigningValues,
} from '@/components/ui/waiver-signing.ui';
import { readApiError } from '@/lib/api-error';
import { dtoResolver } from '@/lib/dto-form';
import { useBookingWaiver, useShowCurrentWaiver, useSignBookingWaiver } from '../api/booking-waiver.api';

type Values = WaiverSigningValues & { version: number };

/**
 * The booking page's waiver (docs/product/waivers.md#the-screens): the parent signs for their own child; once signed,
 * who signed which version and when. Nothing shows while the business asks for no waiver.
 */
export function BookingWaiver({
  bookingId,
  token,
  childAge,
  timeZone,
  frame,
}: {
  bookingId: string;
  token: string | null;
  childAge: number;
  timeZone: string | undefined;
  /** The page's panel around it: none at all while no waiver is asked. */
  frame: (content: ReactNode) => ReactNode;
}) {
  const { data, isPending, isError } = useBookingWaiver(bookingId, token);
  const showCurrent = useShowCurrentWaiver(bookingId, token);
  const [stale, setStale] = useState(false);
  if (isPending)
    return frame(
      <div role="status" aria-label={T.loading}>
        <Skeleton height="160px" />
      </div>,
    );
  if (isError) return frame(<ErrorState text={T.failed} />);
  if (data.signature)
    return frame(
      <Callout.Root color="green" highContrast role="status">
        <Callout.Text>
          {T.signedBy(
            data.signature.signerName,
            data.signature.version,
            shortDeadlineWords(data.signature.signedAt, timeZone),
          )}
        </Callout.Text>
      </Callout.Root>,
    );
  if (!data.required || !data.waiver) return null;
  // Keyed by the version: a new text read after a stale answer starts the form again.
  return frame(
    <Flex direction="column" gap="3">
      {stale && (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>{T.stale}</Callout.Text>
        </Callout.Root>
      )}
      <SignForm
        key={data.waiver!.version}
        view={data}
        waiver={data.waiver!}
        bookingId={bookingId}
        token={token}
        minor={isMinor(childAge)}
        onStale={(current) => {
          setStale(true);
          showCurrent(current);
        }}
      />
    </Flex>,
  );
}

function SignForm({
  view,
  waiver,
  bookingId,
  token,
  minor,
  onStale,
}: {
  view: BookingWaiverView;
  waiver: WaiverText;
  bookingId: string;
  token: string | null;
  minor: boolean;
  onStale: (current: WaiverText) => void;
}) {
  const sign = useSignBookingWaiver(bookingId, token);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, BookingWaiverSignatureDto>({
    resolver: withGuardianCheck(
      dtoResolver<Values, BookingWaiverSignatureDto>(BookingWaiverSignatureDto),
      'parentOrGuardian',
      () => minor,
    ),
    defaultValues: { ...UNSIGNED, version: waiver.version },
  });
  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    sign.submit(body, {
      onError: (error) => {
        const { code, message, details } = readApiError(error);
        if (code === 'WAIVER_VERSION_STALE' && details?.current) onStale(details.current as WaiverText);
        else setFailure(message ?? T.notSent);
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.sign}>
      <Flex direction="column" gap="3">
        <RequiredNote />
        <WaiverSigningFields<Values>
          idPrefix="booking"
          waiver={waiver}
          childName={view.childName}
          minor={minor}
          form={form}
        />
        {failure && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{failure}</Callout.Text>
          </Callout.Root>
        )}
        <Flex>
          <Button type="submit" size="3" loading={sign.isPending}>
            {T.sign}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
