import { Avatar } from '@radix-ui/themes';
import { avatarInitial, type User } from '@app/contracts';
import type { ComponentProps } from 'react';

type UserAvatarProps = { user: Pick<User, 'firstName' | 'username'> | null } & Pick<
  ComponentProps<typeof Avatar>,
  'size'
>;

/**
 * The letter avatar (docs/product/pages.md#routes): first letter of firstName, else of username, else U. Decorative:
 * names sit beside it.
 */
export function UserAvatar({ user, size = '2' }: UserAvatarProps) {
  return (
    <Avatar
      fallback={avatarInitial(user)}
      size={size}
      radius="full"
      variant="solid"
      color="violet"
      aria-hidden
      data-testid="user-avatar"
    />
  );
}
