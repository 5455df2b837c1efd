import { ExitIcon, PersonIcon, DashboardIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu, IconButton, Spinner } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useAuth } from '../api/get-current-user.api';
import { useSignOut } from './use-sign-out.hook';
import { UserAvatar } from './user-avatar.component';

/**
 * Header profile menu (SPEC §2): a spinner while the current user loads; signed in, an avatar opening Profile,
 * Admin Dashboard (admins only) and Logout; signed out, only Login. Radix DropdownMenu gives the keyboard behaviour
 * (Enter/Space/arrows to open and move, Escape to close, focus returned to the trigger).
 */
export function ProfileMenu() {
  const auth = useAuth();
  const { signOut, isPending } = useSignOut('header');

  if (auth.status === 'loading') return <Spinner size="3" aria-label="Loading your account" role="status" />;

  if (auth.status === 'unauthenticated') {
    return (
      <Button asChild variant="soft" size="2">
        <Link to="/auth">
          <PersonIcon aria-hidden />
          Login
        </Link>
      </Button>
    );
  }

  const { user } = auth;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" radius="full" size="2" aria-label={`Account menu for ${user.username}`}>
          <UserAvatar user={user} size="2" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6}>
        <DropdownMenu.Label>{user.username}</DropdownMenu.Label>
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
