import { Box, Button, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import {
  BusinessSettingsDto,
  SETTINGS_FIELDS,
  SETTINGS_LABELS as L,
  SETTINGS_RETENTION_NOTE,
  SETTINGS_RULES_NOTE,
  SETTINGS_TIME_ZONE_HINT,
  type BusinessSettings,
  type SettingsField,
} from '@app/contracts';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useAdminSettings } from '@/features/admin/shared/api/admin-settings.api';
import { useSaveSettings } from '@/features/admin/settings/api/settings.api';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';
import { PlaceholderNotice } from '@/features/admin/shared/components/placeholder-notice.component';
import { WaiverSettings } from './waiver-settings.component';

/** The settings typed as whole numbers. */
type WholeField =
  | 'cancellationFeePercent'
  | 'holdMinutes'
  | 'minimumNoticeHours'
  | 'waitlistOfferMinutes'
  | 'rosterRetentionDays'
  | 'albumRetentionDays';

/** What the form holds: lists as typed ("TX, OK"), links as text (blank: none). */
type FormValues = Omit<
  BusinessSettings,
  'serviceStates' | 'serviceZipPrefixes' | 'facebookUrl' | 'instagramUrl' | 'twitterUrl' | 'googleReviewUrl'
> & {
  serviceStates: string;
  serviceZipPrefixes: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
  googleReviewUrl: string;
};

const valuesOf = (s: BusinessSettings): FormValues => ({
  ...s,
  serviceStates: s.serviceStates.join(', '),
  serviceZipPrefixes: s.serviceZipPrefixes.join(', '),
  facebookUrl: s.facebookUrl ?? '',
  instagramUrl: s.instagramUrl ?? '',
  twitterUrl: s.twitterUrl ?? '',
  googleReviewUrl: s.googleReviewUrl ?? '',
});

/**
 * The zones the time zone field suggests: the Americas' and Hawaii's (a US business's), and UTC. Any other IANA zone
 * may be typed; the DTO refuses what the runtime does not know.
 */
const suggestedTimeZones = (): string[] => [
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone.startsWith('America/') || zone === 'Pacific/Honolulu'),
  'UTC',
];

/** The admin's Settings tab, the business's details and booking rules, checked by the API's own DTO. */
export function SettingsPanel() {
  const { data } = useAdminSettings();
  if (!data) return <AdminListSkeleton text="Loading settings" />;
  return (
    <Flex direction="column" gap="4">
      <PlaceholderNotice placeholders={data.placeholders} />
      <SettingsForm settings={data.settings} />
      <WaiverSettings />
    </Flex>
  );
}

function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const form = useForm<FormValues, unknown, BusinessSettingsDto>({
    resolver: dtoResolver<FormValues, BusinessSettingsDto>(BusinessSettingsDto),
    defaultValues: valuesOf(settings),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const { toast } = useToast();
  const save = useSaveSettings();

  const onSubmit = form.handleSubmit((dto) =>
    save.mutate(dto, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved.settings));
        toast({ title: 'Settings saved', description: 'The site, e-mails and documents use them from now on.' });
      },
      onError: (error) => {
        const { fields, message } = readApiError(error);
        if (!showFieldErrors(form.setError, fields, SETTINGS_FIELDS)) {
          toast({ title: 'Settings not saved', description: message ?? error.message, variant: 'destructive' });
        }
      },
    }),
  );

  const text = (name: Exclude<SettingsField, WholeField>) => (
    <FormField id={`settings-${name}`} label={L[name]} {...form.register(name)} error={errors[name]?.message} />
  );
  const whole = (name: WholeField) => (
    <FormField
      id={`settings-${name}`}
      label={L[name]}
      type="number"
      step={1}
      {...form.register(name, { valueAsNumber: true })}
      error={errors[name]?.message}
    />
  );
  const columns = { initial: '1', sm: '2' } as const;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="settings-heading">
      <Flex direction="column" gap="5">
        <Heading as="h2" size="5" id="settings-heading">
          Settings
        </Heading>
        <Section title="The business">
          <Grid columns={columns} gap="3">
            {text('businessName')}
            {text('phone')}
            {text('email')}
            <Flex direction="column" gap="1">
              <FormField
                id="settings-timeZone"
                label={L.timeZone}
                list="settings-time-zones"
                autoComplete="off"
                spellCheck={false}
                {...form.register('timeZone')}
                error={errors.timeZone?.message}
                aria-describedby={`settings-timeZone-hint${errors.timeZone ? ' settings-timeZone-error' : ''}`}
              />
              <datalist id="settings-time-zones">
                {suggestedTimeZones().map((zone) => (
                  <option key={zone} value={zone} />
                ))}
              </datalist>
              <Text as="p" size="1" color="gray" id="settings-timeZone-hint">
                {SETTINGS_TIME_ZONE_HINT}
              </Text>
            </Flex>
          </Grid>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="settings-postalAddress" size="2" weight="medium">
              {L.postalAddress}
            </Text>
            <TextArea
              id="settings-postalAddress"
              rows={2}
              {...form.register('postalAddress')}
              {...invalidProps('settings-postalAddress', errors.postalAddress?.message)}
            />
            <FieldError id="settings-postalAddress-error" text={errors.postalAddress?.message} />
          </Flex>
        </Section>
        <Section title="Where you hold events">
          {text('serviceArea')}
          <Grid columns={columns} gap="3">
            {text('serviceStates')}
            {text('serviceZipPrefixes')}
          </Grid>
        </Section>
        <Section title="Social links">
          <Grid columns={columns} gap="3">
            {text('facebookUrl')}
            {text('instagramUrl')}
            {text('twitterUrl')}
            {text('googleReviewUrl')}
          </Grid>
        </Section>
        <Section title="Bookings and receipts">
          <Grid columns={{ initial: '1', sm: '3' }} gap="3">
            {whole('cancellationFeePercent')}
            {whole('holdMinutes')}
            {whole('minimumNoticeHours')}
            {whole('waitlistOfferMinutes')}
          </Grid>
          <Text as="p" size="1" color="gray">
            {SETTINGS_RULES_NOTE}
          </Text>
          {text('taxNote')}
        </Section>
        <Section title="How long we keep guest lists and photos">
          <Grid columns={columns} gap="3">
            {whole('rosterRetentionDays')}
            {whole('albumRetentionDays')}
          </Grid>
          <Text as="p" size="1" color="gray">
            {SETTINGS_RETENTION_NOTE}
          </Text>
        </Section>
        <Flex justify="end">
          <Button type="submit" size="3" loading={save.isPending}>
            Save settings
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box asChild>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Flex direction="column" gap="3">
          <Heading as="h3" size="3" asChild>
            <legend>{title}</legend>
          </Heading>
          {children}
        </Flex>
      </fieldset>
    </Box>
  );
}
