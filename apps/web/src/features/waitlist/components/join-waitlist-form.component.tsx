import { Button, Callout, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  DAY_PARTS,
  JoinWaitlistDto,
  startTimeLabel,
  WAITLIST_EMAIL_WORDS,
  WAITLIST_PAGE_WORDS as W,
  type DayPart,
  type FreeStart,
  type WaitlistJoined,
} from '@app/contracts';
import { FieldError, FormField } from '@/components/ui/form-field.ui';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useJoinWaitlist } from '../api/join-waitlist.api';
import { joinRefusal, type JoinRefusal } from '../form/join-refusal';

interface JoinWaitlistFormValues {
  email: string;
  games: number | string;
  day: string;
  parts: DayPart[];
  secondDay: string;
}

const FIELDS = ['email', 'games', 'day', 'parts', 'secondDay'] as const;

export interface JoinWaitlistFormProps {
  /** The fully booked day (yyyy-MM-dd). */
  day: string;
  /** The games the party would have: the package's count or the wizard's. */
  games: number;
  /** The parent's e-mail when known (signed in, or typed in the wizard). */
  email?: string;
  /** A free time the server named instead (409 WAITLIST_TIMES_FREE) was chosen: book it rather than wait. */
  onPickTime: (start: FreeStart) => void;
}

/**
 * "Tell me if a time opens" filled in (docs/product/waitlist.md#joining): the e-mail, the party's games, the parts of
 * the day that suit and optionally a second day, checked by the API's own DTO. The server's answer is said in the
 * live region: the day(s) it waits for, or why not (free times still there, offered as buttons; already waiting; too
 * many requests, with the server's wait).
 */
export function JoinWaitlistForm({ day, games, email = '', onPickTime }: JoinWaitlistFormProps) {
  const id = useId();
  const form = useForm<JoinWaitlistFormValues, unknown, JoinWaitlistDto>({
    resolver: dtoResolver<JoinWaitlistFormValues, JoinWaitlistDto>(JoinWaitlistDto),
    defaultValues: { email, games, day, parts: [], secondDay: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const join = useJoinWaitlist();
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    setRefusal(null);
    join.submit(body, {
      onSuccess: setJoined,
      onError: (error) => {
        const refused = joinRefusal(error);
        if (refused.kind === 'fields') showFieldErrors(form.setError, refused.fields, FIELDS);
        setRefusal(refused);
      },
    });
  });

  return (
    <Flex direction="column" gap="3">
      <div role="status" aria-live="polite">
        {joined && (
          <Callout.Root color="green">
            <Callout.Text>
              <Text as="span" weight="bold">
                {W.joinedHeading}.
              </Text>{' '}
              {WAITLIST_EMAIL_WORDS.joinedIntro(joined.secondDay ? [joined.day, joined.secondDay] : [joined.day])}{' '}
              {W.joinedMailed}
            </Callout.Text>
          </Callout.Root>
        )}
      </div>
      {!joined && (
        // Not a <form>: it is shown inside the wizard's own form, where a nested one would submit both. Enter in a
        // field sends it, as a form's would.
        <div
          role="form"
          aria-labelledby={`${id}-heading`}
          data-testid="join-waitlist-form"
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
            e.preventDefault();
            e.stopPropagation();
            void onSubmit();
          }}
        >
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3" id={`${id}-heading`}>
              {W.formHeading(day)}
            </Heading>
            <FormField
              id={`${id}-email`}
              label={W.emailLabel}
              type="email"
              autoComplete="email"
              required
              {...form.register('email')}
              error={errors.email?.message}
            />
            <FormField
              id={`${id}-games`}
              label={W.gamesLabel}
              type="number"
              inputMode="numeric"
              required
              {...form.register('games')}
              error={errors.games?.message}
              aria-describedby={errors.games ? `${id}-games-error` : `${id}-games-hint`}
            />
            <Text size="1" color="gray" id={`${id}-games-hint`} mt="-2">
              {W.gamesHint}
            </Text>
            <fieldset
              className="join-waitlist-parts"
              aria-describedby={errors.parts ? `${id}-parts-error` : undefined}
              aria-invalid={errors.parts ? true : undefined}
            >
              <Text as="div" size="2" weight="medium" asChild>
                <legend>{W.partsLegend}</legend>
              </Text>
              <Controller
                control={form.control}
                name="parts"
                render={({ field }) => (
                  <Flex gap="4" wrap="wrap" mt="1">
                    {DAY_PARTS.map((part) => (
                      <Text as="label" size="2" key={part.key}>
                        <Flex gap="2" align="center">
                          <Checkbox
                            ref={part.key === DAY_PARTS[0].key ? field.ref : undefined}
                            checked={field.value.includes(part.key)}
                            onCheckedChange={(on) =>
                              field.onChange(
                                on === true
                                  ? DAY_PARTS.map((p) => p.key).filter((k) => k === part.key || field.value.includes(k))
                                  : field.value.filter((k) => k !== part.key),
                              )
                            }
                          />
                          {part.name}
                        </Flex>
                      </Text>
                    ))}
                  </Flex>
                )}
              />
              <FieldError id={`${id}-parts-error`} text={errors.parts?.message} />
            </fieldset>
            <FormField
              id={`${id}-second-day`}
              label={W.secondDayLabel}
              type="date"
              min={day}
              {...form.register('secondDay')}
              error={errors.secondDay?.message}
            />
            {refusal && refusal.kind !== 'fields' && (
              <Callout.Root color="amber" role="alert">
                <Callout.Text>{refusal.message}</Callout.Text>
                {refusal.kind === 'times-free' && refusal.times.length > 0 && (
                  <Flex direction="column" gap="2">
                    <Text size="2">{W.pickFreeTime}</Text>
                    <Flex gap="2" wrap="wrap" role="group" aria-label={W.pickFreeTime}>
                      {refusal.times.map((time) => (
                        <Button
                          key={time}
                          type="button"
                          variant="soft"
                          onClick={() => onPickTime({ date: refusal.day, time })}
                        >
                          {startTimeLabel(time)}
                        </Button>
                      ))}
                    </Flex>
                  </Flex>
                )}
              </Callout.Root>
            )}
            <Button type="button" size="3" disabled={join.isPending} onClick={() => void onSubmit()}>
              {join.isPending ? W.submitting : W.submit}
            </Button>
          </Flex>
        </div>
      )}
    </Flex>
  );
}
