import { Box, Button, Card, Flex, Heading, Switch, Text, TextArea } from '@radix-ui/themes';
import { Controller, useForm, type Control } from 'react-hook-form';
import {
  SaveWaiverSettingsDto,
  WAIVER_TEXTS as T,
  type AdminWaiverSettings,
  type SaveWaiverSettingsRequest,
} from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';
import { useSaveWaiverSettings, useWaiverSettings } from '../api/waiver-settings.api';

const FIELDS = ['waiversEnabled', 'arriveWithoutWaiver', 'text'] as const;

const valuesOf = (s: AdminWaiverSettings): SaveWaiverSettingsRequest => ({
  waiversEnabled: s.waiversEnabled,
  arriveWithoutWaiver: s.arriveWithoutWaiver,
  text: s.current?.text ?? '',
});

/**
 * Settings → Waivers (docs/product/waivers.md#the-screens): waivers on or off, whether the host may check in a child
 * without one, and the waiver's text (Markdown, previewed as the families read it: as text). Saving a changed text
 * makes a new version; signatures keep the version they agreed to.
 */
export function WaiverSettings() {
  const { data, isError } = useWaiverSettings();
  if (isError) return <ErrorState text={T.loadSettingsFailed} />;
  if (!data) return <AdminListSkeleton text={T.loadingSettings} />;
  return <WaiverSettingsForm settings={data} />;
}

function WaiverSettingsForm({ settings }: { settings: AdminWaiverSettings }) {
  const form = useForm<SaveWaiverSettingsRequest, unknown, SaveWaiverSettingsDto>({
    resolver: dtoResolver<SaveWaiverSettingsRequest, SaveWaiverSettingsDto>(SaveWaiverSettingsDto),
    defaultValues: valuesOf(settings),
  });
  const { errors } = form.formState;
  const save = useSaveWaiverSettings();
  const { toast } = useToast();
  const text = form.watch('text');

  const onSubmit = form.handleSubmit((body) =>
    save.submit(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        const version = saved.current?.version;
        toast({
          title: T.saved,
          description: version && version !== settings.current?.version ? T.savedVersion(version) : T.savedSame,
        });
      },
      onError: (error) => {
        const { fields, message } = readApiError(error);
        if (!showFieldErrors(form.setError, fields, FIELDS))
          toast({ title: T.notSaved, description: message ?? error.message, variant: 'destructive' });
      },
    }),
  );

  return (
    <Card size="3" asChild>
      <form onSubmit={onSubmit} noValidate aria-labelledby="waiver-settings-heading">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="waiver-settings-heading">
            {T.settingsHeading}
          </Heading>
          <Text as="p" size="2" weight="bold" role="status">
            {settings.current ? T.currentVersion(settings.current.version) : T.noVersion}
          </Text>
          <Toggle control={form.control} name="waiversEnabled" label={T.waiversEnabled} />
          <Toggle control={form.control} name="arriveWithoutWaiver" label={T.arriveWithoutWaiverSetting} />
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor="waiver-text" size="2" weight="medium">
              {T.text}
            </Text>
            <Text as="p" size="1" color="gray" id="waiver-text-hint">
              {T.textHint}
            </Text>
            <TextArea
              id="waiver-text"
              rows={10}
              {...form.register('text')}
              {...invalidProps('waiver-text', errors.text?.message)}
              aria-describedby={`waiver-text-hint${errors.text ? ' waiver-text-error' : ''}`}
            />
            <FieldError id="waiver-text-error" text={errors.text?.message} />
          </Flex>
          <Box asChild>
            <section aria-labelledby="waiver-preview-heading">
              <Heading as="h3" size="3" mb="2" id="waiver-preview-heading">
                {T.preview}
              </Heading>
              {/* As the families read it: the Markdown as text (React escapes it), never as HTML. */}
              <Card variant="surface">
                <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {text.trim() || T.noVersion}
                </Text>
              </Card>
            </section>
          </Box>
          <Flex justify="end">
            <Button type="submit" size="3" loading={save.isPending}>
              {T.save}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function Toggle({
  control,
  name,
  label,
}: {
  control: Control<SaveWaiverSettingsRequest, unknown, unknown>;
  name: 'waiversEnabled' | 'arriveWithoutWaiver';
  label: string;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center" style={{ minHeight: 44 }}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Switch ref={field.ref} size="3" checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        {label}
      </Flex>
    </Text>
  );
}
