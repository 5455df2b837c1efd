import { Box, Card, Heading, Tabs, Text } from '@radix-ui/themes';
import { LoginForm } from './login-form.component';
import { RegisterForm } from './register-form.component';

/**
 * /auth (docs/product/pages.md#routes): two tabs, Login (username, password) and Register (first name, last name,
 * username, email, password).
 */
export function AuthPanel() {
  return (
    <Card size={{ initial: '2', sm: '4' }} className="auth-panel">
      <Heading as="h1" size="7" align="center" mb="1">
        Welcome
      </Heading>
      <Text as="p" size="3" color="gray" align="center" mb="4">
        Log in or create an account to see your bookings.
      </Text>
      <Tabs.Root defaultValue="login">
        <Tabs.List justify="center" size="2">
          <Tabs.Trigger value="login">Login</Tabs.Trigger>
          <Tabs.Trigger value="register">Register</Tabs.Trigger>
        </Tabs.List>
        <Box pt="5">
          <Tabs.Content value="login">
            <LoginForm />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Card>
  );
}
