import { Callout } from '@radix-ui/themes';
import { SETTINGS_LABELS, type SettingsField } from '@app/contracts';

/**
 * Which of the business's details still hold the shipped stand-ins ("(555) 123-4567", ...) and, on the dashboard, which
 * team members the About page still shows as initials (no portrait uploaded).
 */
export function PlaceholderNotice({
  placeholders,
  action,
  withoutPortrait = [],
  portraitsAction,
}: {
  placeholders: SettingsField[];
  action?: React.ReactNode;
  /** The members' names. */
  withoutPortrait?: string[];
  portraitsAction?: React.ReactNode;
}) {
  if (placeholders.length === 0 && withoutPortrait.length === 0) return null;
  return (
    <Callout.Root color="amber" highContrast role="status">
      {placeholders.length > 0 && (
        <Callout.Text>
          Still placeholders: {placeholders.map((field) => SETTINGS_LABELS[field]).join(', ')}. Parents see these on the
          site and in e-mails until you replace them. {action}
        </Callout.Text>
      )}
      {withoutPortrait.length > 0 && (
        <Callout.Text>
          Still shown as initials on the About page (no portrait yet): {withoutPortrait.join(', ')}. {portraitsAction}
        </Callout.Text>
      )}
    </Callout.Root>
  );
}
