import { Button, Flex } from '@radix-ui/themes';
import { LoginDto } from '@app/contracts';
import { useLogin } from '../api/login.api';
import { FormBanner } from './form-banner.component';
import { FormField } from '@/components/ui/form-field.ui';
import { useAuthForm } from './use-auth-form.hook';

export function LoginForm() {
  const form = useAuthForm(LoginDto, { username: '', password: '' }, useLogin());
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Login">
      <Flex direction="column" gap="4">
        <FormBanner message={form.banner} />
        <FormField id="login-username" label="Username" autoComplete="username" {...form.field('username')} required />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
          required
        />
        <Button type="submit" size="3" disabled={!form.canSubmit} loading={form.isPending}>
          Login
        </Button>
      </Flex>
    </form>
  );
}
