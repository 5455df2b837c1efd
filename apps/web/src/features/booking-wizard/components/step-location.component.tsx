import { Button, Card, Checkbox, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BOOKING_MESSAGES, BOOKING_RULES, US_STATE_NAMES, type UsState } from '@app/contracts';
import { ADD_ON_KEYS, addOnPriceLabel, PRICE_TABLE } from '@app/pricing';
import { FieldError, FormField, invalidProps, RequiredMark, RequiredNote } from '@/components/ui/form-field.ui';
import type { BookingFormValues } from '../form/booking-form';
import { EventSummary, type EventSummaryFacts } from './event-summary.component';
import { LabelledSelect } from './labelled-select.component';

/** "Texas (TX)", ordered by name; the code is the value sent. */
const stateOptions = (states: readonly UsState[]) =>
  states
    .map((s) => ({ value: s, label: `${US_STATE_NAMES[s]} (${s})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
const digits = (text: string) => text.replace(/\D/g, '').length;

/**
 * docs/product/pages.md#routes step 3: parent and child, the event summary, theme, location, add-ons and special
 * requests. The state list holds only the states the business serves (`servedStates`, from GET /api/site).
 */
export function StepLocation({
  summary,
  servedStates,
}: {
  summary: EventSummaryFacts;
  servedStates: readonly UsState[];
}) {
  const { register, control, setValue, formState } = useFormContext<BookingFormValues>();
  const states = useMemo(() => stateOptions(servedStates), [servedStates]);
  const { errors } = formState;
  const [phone, spaceDetails, addOns] = useWatch({
    control,
    name: ['parentPhone', 'location.spaceDetails', 'addOns'],
  });
  const clearParent = () => {
    for (const field of ['parentName', 'parentEmail', 'parentPhone'] as const) {
      setValue(field, '', { shouldValidate: true, shouldDirty: true });
    }
  };
  const phoneHint = phone && digits(phone) < BOOKING_RULES.phoneMinDigits ? BOOKING_MESSAGES.phoneHint : undefined;
  const spaceHint =
    spaceDetails && spaceDetails.trim().length < BOOKING_RULES.spaceDetailsMin
      ? BOOKING_MESSAGES.spaceDetailsHint
      : undefined;

  return (
    <Flex direction="column" gap="5">
      <RequiredNote />
      <Section
        title="Parent information"
        action={
          <Button type="button" variant="soft" color="gray" onClick={clearParent}>
            Clear Fields
          </Button>
        }
      >
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <FormField
            id="parentName"
            required
            label="Parent name"
            autoComplete="name"
            {...register('parentName')}
            error={errors.parentName?.message}
          />
          <FormField
            id="parentEmail"
            required
            label="Email"
            type="email"
            autoComplete="email"
            {...register('parentEmail')}
            error={errors.parentEmail?.message}
          />
          <Flex direction="column" gap="1">
            <FormField
              id="parentPhone"
              required
              label="Phone"
              type="tel"
              autoComplete="tel"
              {...register('parentPhone')}
              error={errors.parentPhone?.message}
            />
            {phoneHint && <Hint id="parentPhone-hint" text={phoneHint} />}
          </Flex>
        </Grid>
      </Section>

      <Section title="Child">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField
            id="childName"
            label="Child name"
            required
            {...register('childName')}
            error={errors.childName?.message}
          />
          <FormField
            id="childAge"
            required
            label="Child age"
            type="number"
            inputMode="numeric"
            min={BOOKING_RULES.childAgeMin}
            max={BOOKING_RULES.childAgeMax}
            {...register('childAge', { valueAsNumber: true })}
            error={errors.childAge?.message}
          />
        </Grid>
      </Section>

      <Section title="Event summary">
        <EventSummary facts={summary} label="Event summary" />
      </Section>

      <Section title="Theme and location">
        <Flex direction="column" gap="3">
          <FormField
            id="eventTheme"
            label="Theme (optional)"
            placeholder="e.g. Superheroes"
            {...register('eventTheme')}
            error={errors.eventTheme?.message}
          />
          <FormField
            id="address"
            required
            label="Street address"
            autoComplete="street-address"
            {...register('location.address')}
            error={errors.location?.address?.message}
          />
          <Grid columns={{ initial: '1', sm: '3' }} gap="3">
            <FormField
              id="city"
              required
              label="City"
              autoComplete="address-level2"
              {...register('location.city')}
              error={errors.location?.city?.message}
            />
            <LabelledSelect
              id="state"
              name="location.state"
              label="State"
              placeholder="Select a state"
              required
              options={states}
            />
            <FormField
              id="zipCode"
              required
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              {...register('location.zipCode')}
              error={errors.location?.zipCode?.message}
            />
          </Grid>
          <Flex direction="column" gap="1">
            <Flex gap="1">
              <Text as="label" htmlFor="spaceDetails" size="2" weight="medium">
                Space details
              </Text>
              <RequiredMark />
            </Flex>
            <TextArea
              id="spaceDetails"
              size="3"
              rows={3}
              placeholder="Backyard with a lawn, about 40 by 30 feet; a garage if it rains"
              aria-required
              {...register('location.spaceDetails')}
              {...invalidProps('spaceDetails', errors.location?.spaceDetails?.message)}
            />
            {spaceHint && <Hint id="spaceDetails-hint" text={spaceHint} />}
            <FieldError id="spaceDetails-error" text={errors.location?.spaceDetails?.message} />
          </Flex>
        </Flex>
      </Section>

      <Section title="Add-ons">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {ADD_ON_KEYS.map((key) => (
            <Text as="label" size="2" key={key}>
              <Flex gap="2" align="center">
                <Checkbox
                  checked={addOns[key]}
                  onCheckedChange={(checked) => setValue(`addOns.${key}`, checked === true, { shouldDirty: true })}
                />
                {PRICE_TABLE.addOns[key].label} ({addOnPriceLabel(key)})
              </Flex>
            </Text>
          ))}
        </Grid>
      </Section>

      <Section title="Special requests">
        <TextArea
          id="specialRequests"
          aria-label="Special requests (optional)"
          rows={3}
          size="3"
          placeholder="Allergies, accessibility needs, a surprise for the birthday child..."
          {...register('specialRequests')}
          {...invalidProps('specialRequests', errors.specialRequests?.message)}
        />
        <FieldError id="specialRequests-error" text={errors.specialRequests?.message} />
      </Section>
    </Flex>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card size="3" asChild>
      <section aria-label={title}>
        <Flex justify="between" align="center" mb="3" gap="3">
          <Heading as="h3" size="4">
            {title}
          </Heading>
          {action}
        </Flex>
        {children}
      </section>
    </Card>
  );
}

function Hint({ id, text }: { id: string; text: string }) {
  return (
    <Text id={id} size="1" color="amber" aria-live="polite">
      {text}
    </Text>
  );
}
