import { Button } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { membersWithoutPortrait } from '@app/contracts';
import { useAdminPhotos } from '@/features/admin/shared/api/admin-photos.api';
import { useAdminSettings } from '@/features/admin/shared/api/admin-settings.api';
import { PlaceholderNotice } from '@/features/admin/shared/components/placeholder-notice.component';

/**
 * The dashboard's notice of what still stands in for the business: the settings' placeholders, with a link to
 * Settings, and the team members without a portrait, with a link to Photos where one is uploaded. Nothing is named
 * until its list has answered.
 */
export function DashboardNotice({ settingsLink, photosLink }: { settingsLink: string; photosLink: string }) {
  const placeholders = useAdminSettings().data?.placeholders ?? [];
  const portraits = useAdminPhotos().data?.portraits;
  const withoutPortrait = portraits ? membersWithoutPortrait(portraits).map((m) => m.name) : [];
  return (
    <PlaceholderNotice
      placeholders={placeholders}
      action={
        <Button asChild size="1" variant="soft" color="amber" highContrast>
          <Link to={settingsLink}>Open Settings</Link>
        </Button>
      }
      withoutPortrait={withoutPortrait}
      portraitsAction={
        <Button asChild size="1" variant="soft" color="amber" highContrast>
          <Link to={photosLink}>Upload portraits</Link>
        </Button>
      }
    />
  );
}
