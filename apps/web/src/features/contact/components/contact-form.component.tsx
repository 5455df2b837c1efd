import { Button, Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { Controller, useForm } from 'react-hook-form';
import { CONTACT_SUBJECTS, CreateContactMessageDto, RESPONSE_WITHIN_HOURS, type ContactSubject } from '@app/contracts';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useCreateContactMessage } from '@/features/contact/api/create-contact-message.api';

interface FormValues {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const empty = (subject: ContactSubject | '' = ''): FormValues => ({ name: '', email: '', subject, message: '' });

/**
 * "Send us a Message" (docs/product/pages.md#routes and docs/product/validation.md#validation;
 * docs/product/pages.md#contact-page: the message is really sent). The API's DTO checks it on submit, then live as the
 * user edits; a failed send keeps everything typed and shows the server's field messages.
 */
export function ContactForm({ initialSubject }: { initialSubject?: ContactSubject }) {
  const form = useForm<FormValues, unknown, CreateContactMessageDto>({
    resolver: dtoResolver<FormValues, CreateContactMessageDto>(CreateContactMessageDto),
    defaultValues: empty(initialSubject),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const { toast } = useToast();
  const send = useCreateContactMessage();

  const onSubmit = form.handleSubmit((body) =>
    send.submit(body, {
      onSuccess: () => {
        toast({
          title: 'Message Sent!',
          description: `Thank you for contacting us. We'll get back to you within ${RESPONSE_WITHIN_HOURS} hours.`,
        });
        form.reset(empty());
      },
      onError: (error) => {
        const { fields, message } = readApiError(error);
        showFieldErrors(form.setError, fields, FIELDS);
        // A throttled sender is told how long to wait (the server's 429 message); anything else keeps the documented
        // text.
        const throttled = error instanceof ApiError && error.status === 429 && message;
        toast({
          title: 'Error',
          description: throttled || 'Failed to send message. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  const invalid = (key: keyof FormValues) => invalidProps(`contact-${key}`, errors[key]?.message);
  const sending = send.isPending;

  return (
    <Card size="4" asChild>
      <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading">
        <Heading as="h2" size="6" mb="4" id="contact-form-heading">
          Send us a Message
        </Heading>
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <FormField
              id="contact-name"
              label="Name"
              autoComplete="name"
              placeholder="Your name"
              {...form.register('name')}
              error={errors.name?.message}
            />
            <FormField
              id="contact-email"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...form.register('email')}
              error={errors.email?.message}
            />
          </Grid>
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium" id="contact-subject-label">
              Subject
            </Text>
            <Controller
              control={form.control}
              name="subject"
              render={({ field }) => (
                <Select.Root size="3" value={field.value} onValueChange={field.onChange}>
                  <Select.Trigger
                    ref={field.ref}
                    id="contact-subject"
                    placeholder="Select a subject"
                    aria-labelledby="contact-subject-label"
                    {...invalid('subject')}
                  />
                  <Select.Content position="popper">
                    {CONTACT_SUBJECTS.map((s) => (
                      <Select.Item key={s.value} value={s.value}>
                        {s.label}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            />
            <FieldError id="contact-subject-error" text={errors.subject?.message} />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="contact-message" size="2" weight="medium">
              Message
            </Text>
            <TextArea
              id="contact-message"
              size="3"
              rows={6}
              placeholder="Tell us about your event, questions or ideas..."
              {...form.register('message')}
              {...invalid('message')}
            />
            <FieldError id="contact-message-error" text={errors.message?.message} />
          </Flex>
          <Button type="submit" size="3" disabled={sending}>
            <PaperPlaneIcon aria-hidden /> {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
