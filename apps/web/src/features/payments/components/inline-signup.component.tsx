import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { InlineSignupDto, SIGNUP_MESSAGES } from '@app/contracts';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver } from '@/lib/dto-form';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { signUpWithBooking } from '../api/signup.api';

/** docs/product/constants.md#timings-in-the-browser: the signup redirect to /profile after 1.5 s. */
const REDIRECT_AFTER_MS = 1500;

/** "Create Account to Track Bookings": e-mail and password, then the account exists, is signed in and has the booking. */
export function InlineSignup({ email, parentName }: { email: string; parentName: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useForm<{ email: string; password: string }, unknown, InlineSignupDto>({
    resolver: dtoResolver(InlineSignupDto),
    defaultValues: { email, password: '' },
  });
  const signup = useIntentMutation((body: InlineSignupDto, key: string) =>
    signUpWithBooking(body.email, body.password, parentName, key),
  );

  const onValid = (body: InlineSignupDto) =>
    signup.submit(body, {
      onSuccess: () => {
        setDone(true);
        // Everything cached was read as a visitor: the user, their bookings.
        void queryClient.invalidateQueries();
        toast({ title: SIGNUP_MESSAGES.createdTitle, description: SIGNUP_MESSAGES.created });
        setTimeout(() => navigate('/profile'), REDIRECT_AFTER_MS);
      },
      onError: (error) => {
        const { code, message } = readApiError(error);
        toast({
          title: SIGNUP_MESSAGES.failedTitle,
          description: code === 'ACCOUNT_TAKEN' ? SIGNUP_MESSAGES.emailTaken : message,
          variant: 'destructive',
        });
      },
    });
  const onInvalid = () =>
    toast({ title: SIGNUP_MESSAGES.missingTitle, description: SIGNUP_MESSAGES.missing, variant: 'destructive' });

  return (
    <form aria-labelledby="inline-signup-heading" onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3" id="inline-signup-heading">
          Create Account to Track Bookings
        </Heading>
        <Text as="label" size="2" htmlFor="signup-email">
          Email
        </Text>
        <TextField.Root id="signup-email" type="email" autoComplete="email" {...form.register('email')} />
        <Text as="label" size="2" htmlFor="signup-password">
          Password
        </Text>
        <TextField.Root
          id="signup-password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
        <Button type="submit" size="3" disabled={signup.isPending || done}>
          {done ? 'Account created' : signup.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Flex>
    </form>
  );
}
