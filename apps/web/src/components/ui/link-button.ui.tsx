import { Button } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

type LinkButtonProps = Omit<ComponentProps<typeof Button>, 'asChild'> & { to: string };

/** A Radix button that navigates inside the SPA: one element, a real link for keyboards and screen readers. */
export function LinkButton({ to, children, ...buttonProps }: LinkButtonProps) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
