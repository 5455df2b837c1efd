import { Button } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { membersWithoutPortrait } from '@app/contracts';
import { useAdminPhotos } from '@/features/admin/api/photos.api';
import { useAdminSettings } from '@/features/admin/api/settings.api';
import { PlaceholderNotice } from './placeholder-notice.component';

/**
 * The dashboard's notice of what still stands in for the business: the settings' placeholders, with a way to the
 * Settings tab, and the team members without a portrait, with a link to the Photos tab where one is uploaded. Nothing
 * is named until its list has answered.
 */
export function DashboardNotice({ onOpenSettings, photosTab }: { onOpenSettings: () => void; photosTab: string }) {
  const placeholders = useAdminSettings().data?.placeholders ?? [];
  const portraits = useAdminPhotos().data?.portraits;
  const withoutPortrait = portraits ? membersWithoutPortrait(portraits).map((m) => m.name) : [];
  return (
    <PlaceholderNotice
      placeholders={placeholders}
      action={
        <Button size="1" variant="soft" color="amber" highContrast onClick={onOpenSettings}>
          Open Settings
        </Button>
      }
      withoutPortrait={withoutPortrait}
      portraitsAction={
        <Button asChild size="1" variant="soft" color="amber" highContrast>
          <Link to={photosTab}>Upload portraits</Link>
        </Button>
      }
    />
  );
}
