import { Button, Flex, Grid } from '@radix-ui/themes';
import { RegisterDto } from '@app/contracts';
import { useRegister } from '../api/register.api';
import { FormBanner } from './form-banner.component';
import { FormField } from '@/components/ui/form-field.ui';
import { useAuthForm } from './use-auth-form.hook';

const EMPTY = { firstName: '', lastName: '', username: '', email: '', password: '' };

export function RegisterForm() {
  const form = useAuthForm(RegisterDto, EMPTY, useRegister());
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Register">
      <Flex direction="column" gap="4">
        <FormBanner message={form.banner} />
        <Grid columns={{ initial: '1', xs: '2' }} gap="4">
          <FormField
            id="register-first-name"
            label="First name"
            autoComplete="given-name"
            {...form.field('firstName')}
          />
          <FormField id="register-last-name" label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </Grid>
        <FormField
          id="register-username"
          label="Username"
          autoComplete="username"
          {...form.field('username')}
          required
        />
        <FormField id="register-email" label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
          required
        />
        <Button type="submit" size="3" disabled={!form.canSubmit} loading={form.isPending}>
          Create Account
        </Button>
      </Flex>
    </form>
  );
}
