import { Button, Callout, Checkbox, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import {
  BOOKING_RULES,
  BookingDetailsDto,
  CHANGE_BOOKING_MESSAGES as M,
  customGameRef,
  EVENT_TYPES,
  startTimeLabel,
  US_STATE_NAMES,
  US_STATES,
  type AdminBookingDetail,
  type BookingAddOnFlags,
  type BookingChangeResult,
  type BookingLocation,
  type FreeStart,
  type GameRef,
  type SlotRefusalDetails,
} from '@app/contracts';
import { ADD_ON_KEYS, addOnPriceLabel, PRICE_TABLE, type AddOnKey } from '@app/pricing';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useCatalogueGames, useChangeBooking } from '@/features/admin/shared/booking-detail/api/change-booking.api';
import { dateWithWeekday } from '@/features/admin/shared/components/admin-format';
import { ChangedPrice } from './changed-price.component';
import './edit-booking.css';

interface EditValues {
  selectedGames: GameRef[];
  guestCount: number;
  eventType: string;
  eventTheme: string;
  location: Omit<BookingLocation, 'state'> & { state: string };
  addOns: Record<AddOnKey, boolean>;
  specialRequests: string;
}

/** The fields the API may name in a 400's `fields`, placed at the form's own. */
const FIELDS = [
  'selectedGames',
  'guestCount',
  'eventType',
  'eventTheme',
  'location.address',
  'location.city',
  'location.state',
  'location.zipCode',
  'location.spaceDetails',
  'specialRequests',
] as const;

/** The form prefilled from the booking as it stands (an old free-text address lands in the street line). */
function valuesOf(booking: AdminBookingDetail): EditValues {
  const where = typeof booking.location === 'string' ? { address: booking.location } : booking.location;
  const addOns = (Array.isArray(booking.addOns) ? {} : (booking.addOns ?? {})) as Partial<BookingAddOnFlags>;
  return {
    selectedGames: booking.games.map((g) => (g.custom ? customGameRef(g.id) : g.id)),
    guestCount: booking.guestCount,
    eventType: booking.eventType,
    eventTheme: booking.eventTheme ?? '',
    location: {
      address: where.address ?? '',
      city: where.city ?? '',
      state: where.state ?? '',
      zipCode: where.zipCode ?? '',
      spaceDetails: where.spaceDetails ?? '',
    },
    addOns: Object.fromEntries(ADD_ON_KEYS.map((key) => [key, addOns[key] === true])) as Record<AddOnKey, boolean>,
    specialRequests: booking.specialRequests ?? '',
  };
}

type Refusal = { message: string; alternatives: FreeStart[] };

/**
 * The admin changes the party's details (children, address, games, add-ons, event type, theme, special requests) with
 * the wizard's own rules (BookingDetailsDto). The server prices it again; its new price lines stay shown after saving,
 * and the refund of what the booking, as read now, holds above its total.
 */
export function EditBooking({ booking }: { booking: AdminBookingDetail }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<BookingChangeResult | null>(null);
  const editable = booking.status !== 'cancelled';
  return (
    <Flex direction="column" gap="2" mt="4">
      <Heading as="h3" size="3">
        {M.editTitle}
      </Heading>
      {result && <ChangedPrice booking={booking} result={result} />}
      {open ? (
        <EditBookingForm
          booking={booking}
          onDone={(answer) => {
            setOpen(false);
            if (answer) setResult(answer);
          }}
        />
      ) : (
        <Flex>
          <Button variant="soft" disabled={!editable} onClick={() => setOpen(true)}>
            {M.editTitle}…
          </Button>
        </Flex>
      )}
      {!editable && (
        <Text size="2" color="gray">
          {M.notChangeable}
        </Text>
      )}
    </Flex>
  );
}

function EditBookingForm({
  booking,
  onDone,
}: {
  booking: AdminBookingDetail;
  onDone: (result: BookingChangeResult | null) => void;
}) {
  const form = useForm<EditValues, unknown, BookingDetailsDto>({
    resolver: dtoResolver<EditValues, BookingDetailsDto>(BookingDetailsDto),
    defaultValues: valuesOf(booking),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const change = useChangeBooking(booking.id);
  const games = useCatalogueGames();
  const { toast } = useToast();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The booking's own custom games stay pickable beside the catalogue, as in the parent's wizard.
  const choices = [
    ...(games.data ?? []).map((g) => ({ ref: g.id as GameRef, name: g.name })),
    ...booking.games.filter((g) => g.custom).map((g) => ({ ref: customGameRef(g.id), name: `${g.name} (custom)` })),
  ];

  const onSubmit = form.handleSubmit((dto) => {
    setRefusal(null);
    return change.mutateAsync(dto).then(
      (answer) => {
        toast({ title: M.saved });
        onDone(answer);
      },
      (error: Error) => {
        const { fields, message, details } = readApiError(error);
        if (showFieldErrors(form.setError, fields, FIELDS)) return;
        const alternatives = (details as SlotRefusalDetails | undefined)?.alternatives ?? [];
        setRefusal({ message: message ?? error.message, alternatives });
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={M.editTitle} className="edit-booking">
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField
            id="edit-guestCount"
            label="Number of children"
            type="number"
            inputMode="numeric"
            min={BOOKING_RULES.guestCountMin}
            max={BOOKING_RULES.guestCountMax}
            {...form.register('guestCount', { valueAsNumber: true })}
            error={errors.guestCount?.message}
          />
          <NativeSelect
            id="edit-eventType"
            label="Event type"
            error={errors.eventType?.message}
            options={EVENT_TYPES}
            name="eventType"
            control={form.control}
          />
        </Grid>
        <FormField
          id="edit-eventTheme"
          label="Theme (optional)"
          {...form.register('eventTheme')}
          error={errors.eventTheme?.message}
        />

        <fieldset className="edit-booking-group">
          <legend>Address</legend>
          <Flex direction="column" gap="3">
            <FormField
              id="edit-address"
              label="Street address"
              {...form.register('location.address')}
              error={errors.location?.address?.message}
            />
            <Grid columns={{ initial: '1', sm: '3' }} gap="3">
              <FormField
                id="edit-city"
                label="City"
                {...form.register('location.city')}
                error={errors.location?.city?.message}
              />
              <NativeSelect
                id="edit-state"
                label="State"
                error={errors.location?.state?.message}
                options={US_STATES.map((s) => ({ value: s, label: `${US_STATE_NAMES[s]} (${s})` }))}
                name="location.state"
                control={form.control}
              />
              <FormField
                id="edit-zipCode"
                label="ZIP code"
                inputMode="numeric"
                {...form.register('location.zipCode')}
                error={errors.location?.zipCode?.message}
              />
            </Grid>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="edit-spaceDetails" size="2" weight="medium">
                Space details
              </Text>
              <TextArea
                id="edit-spaceDetails"
                rows={2}
                {...form.register('location.spaceDetails')}
                {...invalidProps('edit-spaceDetails', errors.location?.spaceDetails?.message)}
              />
              <FieldError id="edit-spaceDetails-error" text={errors.location?.spaceDetails?.message} />
            </Flex>
          </Flex>
        </fieldset>

        <Controller
          control={form.control}
          name="selectedGames"
          render={({ field }) => (
            <fieldset
              className="edit-booking-group"
              aria-describedby={errors.selectedGames ? 'edit-games-error' : undefined}
            >
              <legend>Games ({field.value.length} chosen)</legend>
              {games.isPending && <Text size="2">Loading the games…</Text>}
              <Grid columns={{ initial: '1', sm: '2' }} gap="2" className="edit-booking-games">
                {choices.map(({ ref, name }) => (
                  <Text as="label" size="2" key={String(ref)}>
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={field.value.includes(ref)}
                        // The order picked is the order played: a new game goes last, the others keep their place.
                        onCheckedChange={(on) =>
                          field.onChange(on === true ? [...field.value, ref] : field.value.filter((r) => r !== ref))
                        }
                      />
                      {name}
                    </Flex>
                  </Text>
                ))}
              </Grid>
              <FieldError id="edit-games-error" text={errors.selectedGames?.message} />
            </fieldset>
          )}
        />

        <fieldset className="edit-booking-group">
          <legend>Add-ons</legend>
          <Grid columns={{ initial: '1', sm: '2' }} gap="2">
            {ADD_ON_KEYS.map((key) => (
              <Controller
                key={key}
                control={form.control}
                name={`addOns.${key}`}
                render={({ field }) => (
                  <Text as="label" size="2">
                    <Flex gap="2" align="center">
                      <Checkbox checked={field.value} onCheckedChange={(on) => field.onChange(on === true)} />
                      {PRICE_TABLE.addOns[key].label} ({addOnPriceLabel(key)})
                    </Flex>
                  </Text>
                )}
              />
            ))}
          </Grid>
        </fieldset>

        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="edit-specialRequests" size="2" weight="medium">
            Special requests (optional)
          </Text>
          <TextArea
            id="edit-specialRequests"
            rows={2}
            {...form.register('specialRequests')}
            {...invalidProps('edit-specialRequests', errors.specialRequests?.message)}
          />
          <FieldError id="edit-specialRequests-error" text={errors.specialRequests?.message} />
        </Flex>

        {refusal && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{refusal.message}</Callout.Text>
            {refusal.alternatives.length > 0 && (
              <Text as="div" size="2">
                Free times nearby:{' '}
                {refusal.alternatives
                  .map((start) => `${dateWithWeekday(start.date)} ${startTimeLabel(start.time)}`)
                  .join('; ')}
              </Text>
            )}
          </Callout.Root>
        )}
        <Flex gap="3" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" onClick={() => onDone(null)}>
            Close without saving
          </Button>
          <Button type="submit" loading={change.isPending}>
            {M.save}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

interface NativeSelectProps {
  id: string;
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  name: 'eventType' | 'location.state';
  control: Control<EditValues, unknown, BookingDetailsDto>;
}

/**
 * A labelled native select (keyboard and screen readers for free), its message underneath. Controlled: a registered
 * (uncontrolled) select is not given its default value when its options render with it.
 */
function NativeSelect({ id, label, error, options, name, control }: NativeSelectProps) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <select id={id} className="edit-booking-select" {...field} {...invalidProps(id, error)}>
            <option value="">Choose…</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      />
      <FieldError id={`${id}-error`} text={error} />
    </Flex>
  );
}
