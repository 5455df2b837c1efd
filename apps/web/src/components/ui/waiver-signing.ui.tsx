import { Box, Checkbox, Flex, Heading, ScrollArea, Text } from '@radix-ui/themes';
import {
  Controller,
  type Control,
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
  type UseFormRegister,
} from 'react-hook-form';
import { WAIVER_MESSAGES, WAIVER_TEXTS as T, waiverAgreement, type WaiverText } from '@app/contracts';
import { FieldError as FieldMessage, FormField, invalidProps } from './form-field.ui';
import { SignaturePad } from './signature-pad.ui';

/** What the signing fields need of their form (react-hook-form's `useForm`). */
interface SigningForm<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  register: UseFormRegister<T>;
  formState: { errors: FieldErrors<T> };
}

/** What a signature's fields hold while typed: the form adds the version it shows. */
export interface WaiverSigningValues {
  signerName: string;
  email?: string;
  agreed: boolean;
  parentOrGuardian: boolean;
  drawnSignature: string | null;
}

export const UNSIGNED: WaiverSigningValues = {
  signerName: '',
  agreed: false,
  parentOrGuardian: false,
  drawnSignature: null,
};

/**
 * The waiver signed (docs/product/waivers.md#the-screens), the same on the booking's page, in an invited family's reply
 * and on the host's phone at the door: the text as written (Markdown shown as text, never as HTML), the typed full
 * name, "I agree" quoting the version read, for a minor "I am the parent or guardian", and a drawing that is
 * optional (the typed name is the signature, so a keyboard or screen reader signs without it).
 */
export function WaiverSigningFields<T extends FieldValues>({
  idPrefix,
  waiver,
  childName,
  minor,
  form,
  at = '',
  withEmail = false,
  controlSize = '3',
}: {
  idPrefix: string;
  waiver: WaiverText;
  childName: string;
  minor: boolean;
  form: SigningForm<T>;
  /** Where the signature sits in the form's values: '' at the top, 'waiver' inside an answer or a walk-in. */
  at?: '' | 'waiver';
  /** Asked where the server knows no e-mail of the signer (their copy goes there). */
  withEmail?: boolean;
  /** The host's phone makes every control a thumb's size. */
  controlSize?: '3' | '4';
}) {
  const { control, register } = form;
  const name = (field: keyof WaiverSigningValues) => (at ? `${at}.${field}` : field) as Path<T>;
  const error = (field: keyof WaiverSigningValues) =>
    (get(form.formState.errors, name(field)) as { message?: string } | undefined)?.message;
  const textId = `${idPrefix}-waiver-text`;
  return (
    <Flex direction="column" gap="3" asChild>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Heading as="h3" size="3" asChild>
          <legend>{T.heading}</legend>
        </Heading>
        <Text as="p" size="2">
          {T.intro(childName)}
        </Text>
        <Box>
          <Text as="p" size="1" color="gray" id={`${textId}-label`}>
            {T.textLabel(waiver.version)}
          </Text>
          <ScrollArea
            type="auto"
            scrollbars="vertical"
            style={{ maxHeight: 220, border: '1px solid var(--gray-a6)', borderRadius: 'var(--radius-2)' }}
          >
            {/* A region the keyboard can reach and scroll; the text as written (React escapes it: no HTML). */}
            <Box p="3" id={textId} role="region" aria-labelledby={`${textId}-label`} tabIndex={0}>
              <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {waiver.text}
              </Text>
            </Box>
          </ScrollArea>
        </Box>
        <FormField
          id={`${idPrefix}-signer-name`}
          label={T.signerName}
          required
          autoComplete="name"
          style={controlSize === '4' ? { minHeight: 48 } : undefined}
          error={error('signerName')}
          {...register(name('signerName'))}
        />
        {withEmail && (
          <FormField
            id={`${idPrefix}-signer-email`}
            label={T.email}
            type="email"
            required
            autoComplete="email"
            style={controlSize === '4' ? { minHeight: 48 } : undefined}
            error={error('email')}
            {...register(name('email'))}
          />
        )}
        <Tick
          id={`${idPrefix}-agreed`}
          name={name('agreed')}
          control={control}
          label={waiverAgreement(waiver.version)}
          error={error('agreed')}
          thumbSized={controlSize === '4'}
        />
        {minor && (
          <Tick
            id={`${idPrefix}-guardian`}
            name={name('parentOrGuardian')}
            control={control}
            label={T.parentOrGuardian}
            error={error('parentOrGuardian')}
            thumbSized={controlSize === '4'}
          />
        )}
        <Controller
          control={control}
          name={name('drawnSignature')}
          render={({ field }) => (
            <SignaturePad
              id={`${idPrefix}-drawing`}
              label={T.drawnSignature}
              hint={T.drawnSignatureHint}
              clearLabel={T.clearDrawing}
              buttonSize={controlSize}
              onChange={field.onChange}
            />
          )}
        />
        <FieldMessage id={`${idPrefix}-drawing-error`} text={error('drawnSignature')} />
      </fieldset>
    </Flex>
  );
}

/** A required tick box with its words as its label and its message under it. */
function Tick<T extends FieldValues>({
  id,
  name,
  control,
  label,
  error,
  thumbSized,
}: {
  id: string;
  name: Path<T>;
  control: Control<T, unknown, unknown>;
  label: string;
  error?: string;
  /** The box stays its size; what a thumb hits around it is 44 px square. */
  thumbSized: boolean;
}) {
  return (
    <Flex direction="column" gap="1">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Text as="label" size="2" htmlFor={id}>
            <Flex gap="2" align="center" style={{ minHeight: 44 }}>
              <Checkbox
                ref={field.ref}
                id={id}
                size="3"
                aria-required
                style={thumbSized ? { width: 44, height: 44 } : undefined}
                {...invalidProps(id, error)}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              {label}
            </Flex>
          </Text>
        )}
      />
      <FieldMessage id={`${id}-error`} text={error} />
    </Flex>
  );
}

/**
 * The form's resolver, plus a rule only the form can check before sending (the server checks it too): a minor's
 * waiver is signed by a parent or guardian (WAIVER_GUARDIAN_REQUIRED: the server knows the age), an invited family's
 * "coming" gives an emergency phone (WAIVER_REQUIRED). `broken` says when the field at `at` breaks it.
 */
export function withFormRule<TValues extends FieldValues, TDto extends FieldValues>(
  resolver: Resolver<TValues, unknown, TDto>,
  at: Path<TValues>,
  message: string,
  broken: (values: TValues, value: unknown) => boolean,
): Resolver<TValues, unknown, TDto> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (!broken(values, getPath(values, at))) return result;
    const error: FieldError = { type: 'rule', message };
    return { values: {}, errors: setPath({ ...result.errors }, at, error) } as ResolverResult<TValues, TDto>;
  };
}

/** The guardian statement, required of a minor's signer. */
export const withGuardianCheck = <TValues extends FieldValues, TDto extends FieldValues>(
  resolver: Resolver<TValues, unknown, TDto>,
  at: Path<TValues>,
  minor: (values: TValues) => boolean,
) => withFormRule(resolver, at, WAIVER_MESSAGES.parentOrGuardian, (values, ticked) => minor(values) && ticked !== true);

const getPath = (object: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], object);

function setPath<T extends object>(object: T, path: string, value: unknown): T {
  const keys = path.split('.');
  let at = object as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] = { ...(at[key] as object | undefined) };
  at[keys.at(-1)!] = value;
  return object;
}
