import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { OFFLINE_MESSAGE } from '@app/contracts';
import { useOnline } from '@/lib/use-online.hook';

/**
 * Says so while the browser is offline, where the user is looking: on every page (sticky under the header) and inside
 * the payment dialog, whose modal hides the page's own notice.
 */
export function OfflineNotice({ className }: { className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Callout.Root color="amber" highContrast role="status" size="1" className={className}>
      <Callout.Icon>
        <ExclamationTriangleIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>{OFFLINE_MESSAGE}</Callout.Text>
    </Callout.Root>
  );
}
