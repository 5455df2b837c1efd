import { Button, Card, Flex, Grid, Heading, Select, Text, TextArea } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import {
  CONTACT_SUBJECTS,
  validateContactMessage,
  type ContactMessageErrors,
  type ContactMessageRequest,
  type ContactSubject,
} from '@app/contracts';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { ApiError, readApiError } from '@/lib/api-client';
import { useCreateContactMessage } from '@/features/contact/api/create-contact-message.api';
import { PaperPlaneIcon } from '@radix-ui/react-icons';

interface FormValues {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
}

const empty = (subject: ContactSubject | '' = ''): FormValues => ({ name: '', email: '', subject, message: '' });

/**
 * "Send us a Message" (SPEC §2, §5; DESIGN §4.7: the message is really sent). Validates on submit, then live after the
 * first attempt; a failed send keeps everything typed and shows the server's field messages.
 */
export function ContactForm({ initialSubject }: { initialSubject?: ContactSubject }) {
  const [values, setValues] = useState<FormValues>(() => empty(initialSubject));
  const [errors, setErrors] = useState<ContactMessageErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const { toast } = useToast();
  const send = useCreateContactMessage();

  const update = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateContactMessage(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContactMessage(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const body: ContactMessageRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject as ContactSubject,
      message: values.message.trim(),
    };
    send.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Message Sent!',
          description: "Thank you for contacting us. We'll get back to you within 24 hours.",
        });
        setValues(empty());
        setErrors({});
        setSubmitted(false);
      },
      onError: (error) => {
        const { fields, message } = readApiError(error);
        setErrors(fields as ContactMessageErrors);
        // A throttled sender is told how long to wait (the server's 429 message); anything else keeps SPEC's text.
        const throttled = error instanceof ApiError && error.status === 429 && message;
        toast({
          title: 'Error',
          description: throttled || 'Failed to send message. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  const invalid = (key: keyof FormValues) => invalidProps(`contact-${key}`, errors[key]);
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
              value={values.name}
              onChange={(v) => update('name', v)}
              error={errors.name}
            />
            <FormField
              id="contact-email"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={values.email}
              onChange={(v) => update('email', v)}
              error={errors.email}
            />
          </Grid>
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium" id="contact-subject-label">
              Subject
            </Text>
            <Select.Root size="3" value={values.subject} onValueChange={(v) => update('subject', v as ContactSubject)}>
              <Select.Trigger
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
            <FieldError id="contact-subject-error" text={errors.subject} />
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
              value={values.message}
              onChange={(e) => update('message', e.target.value)}
              {...invalid('message')}
            />
            <FieldError id="contact-message-error" text={errors.message} />
          </Flex>
          <Button type="submit" size="3" disabled={sending}>
            <PaperPlaneIcon aria-hidden /> {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
