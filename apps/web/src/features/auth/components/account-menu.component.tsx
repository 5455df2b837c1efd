import { DashboardIcon, ExitIcon, PersonIcon } from '@radix-ui/react-icons';
import { IconButton, Text } from '@radix-ui/themes';
import { DropdownMenu } from '@/components/ui/themed-parts.ui';
import { Link } from 'react-router-dom';
import type { User } from '@app/contracts';
import { useSignOut } from './use-sign-out.hook';
import { UserAvatar } from './user-avatar.component';

/**
 * The signed-in half of the header profile menu: Profile, Admin Dashboard (admins only), Logout. Radix DropdownMenu
 * gives the keyboard behaviour (Enter/Space/arrows to open and move, Escape to close, focus back on the trigger).
 */
export default function AccountMenu({ user }: { user: User }) {
  const { signOut, isPending } = useSignOut('header');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" radius="full" size="2" aria-label={`Account menu for ${user.username}`}>
          <UserAvatar user={user} size="2" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6}>
        <DropdownMenu.Label className="break-anywhere">
          {/* Themes' label grey is too faint for small text (WCAG AA); the signed-in name must stay readable. */}
          <Text size="2" weight="medium" color="gray" highContrast>
            {user.username}
          </Text>
        </DropdownMenu.Label>
        <DropdownMenu.Item asChild>
          <Link to="/profile">
            <PersonIcon aria-hidden /> Profile
          </Link>
        </DropdownMenu.Item>
        {user.role === 'admin' && (
          <DropdownMenu.Item asChild>
            <Link to="/admin">
              <DashboardIcon aria-hidden /> Admin Dashboard
            </Link>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator />
        <DropdownMenu.Item disabled={isPending} onSelect={() => void signOut()}>
          <ExitIcon aria-hidden /> Logout
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
