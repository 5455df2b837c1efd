import { SiteHeader } from '@/components/layout/site-header.layout';
import { ProfileMenu } from '@/features/auth/components/profile-menu';
import { SiteFact } from '@/features/site/components/site-fact.component';
import { telHref } from '@/lib/phone';

/** The header (its mobile menu and the profile menu): an island of a public page's document, the SPA's header elsewhere. */
export function Component() {
  return (
    <SiteHeader
      phone={<SiteFact fact="phone" render={(phone) => <a href={telHref(phone)}>{phone}</a>} />}
      profileMenu={<ProfileMenu />}
    />
  );
}
