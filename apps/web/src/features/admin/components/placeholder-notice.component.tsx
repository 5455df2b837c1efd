import { Callout } from '@radix-ui/themes';
import { SETTINGS_LABELS, type SettingsField } from '@app/contracts';

/** Issue #37: which of the business's details still hold the shipped stand-ins ("(555) 123-4567", ...). */
export function PlaceholderNotice({
  placeholders,
  action,
}: {
  placeholders: SettingsField[];
  action?: React.ReactNode;
}) {
  if (placeholders.length === 0) return null;
  return (
    <Callout.Root color="amber" highContrast role="status">
      <Callout.Text>
        Still placeholders: {placeholders.map((field) => SETTINGS_LABELS[field]).join(', ')}. Parents see these on the
        site and in e-mails until you replace them. {action}
      </Callout.Text>
    </Callout.Root>
  );
}
