import { Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useForm, type Resolver } from 'react-hook-form';
import { CreateCustomGameDto, type CustomGame } from '@app/contracts';
import { FieldError, FormField, invalidProps } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { useCreateCustomGame } from '../api/custom-games.api';

interface CustomGameValues {
  name: string;
  description: string;
  /** Typed as one line, items separated by commas. */
  equipment: string;
}

const EMPTY: CustomGameValues = { name: '', description: '', equipment: '' };
const splitList = (text: string) => text.split(',');

/** The API's DTO checks the request the form sends: the equipment line becomes its list (blanks dropped there). */
const base = dtoResolver<Record<string, unknown>, CreateCustomGameDto>(CreateCustomGameDto);
const resolver: Resolver<CustomGameValues, unknown, CreateCustomGameDto> = (values, context, options) =>
  base({ ...values, equipment: splitList(values.equipment) }, context, options as never) as never;

/**
 * docs/product/pages.md#routes and docs/product/errors.md#errors custom game dialog: submitted for real
 * (docs/product/pages.md#custom-games); the new idea is handed back so the wizard can select it, since the submitter
 * may book their own pending games.
 */
export function CustomGameDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (game: CustomGame) => void;
}) {
  const form = useForm<CustomGameValues, unknown, CreateCustomGameDto>({
    resolver,
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const { toast } = useToast();
  const create = useCreateCustomGame();

  const onSubmit = form.handleSubmit((body) =>
    create.submit(body, {
      onSuccess: (game) => {
        toast({
          title: 'Custom Game Submitted!',
          description: "Your game idea has been submitted for review. We'll contact you once it's approved!",
        });
        form.reset(EMPTY);
        onCreated(game);
        onOpenChange(false);
      },
      onError: (error) => {
        const { fields, message } = readApiError(error);
        showFieldErrors(form.setError, fields, ['name', 'description', 'equipment']);
        toast({
          title: 'Submission Failed',
          description: message || 'There was an error submitting your custom game. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Add Your Own Game</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Tell us about a game your child loves. We review every idea; until then you can still pick it for your own
          booking.
        </Dialog.Description>
        <form onSubmit={onSubmit} noValidate aria-label="Add Your Own Game">
          <Flex direction="column" gap="3">
            <FormField
              id="custom-game-name"
              label="Game name (required)"
              placeholder="e.g. Balloon Stomp"
              {...form.register('name')}
              error={errors.name?.message}
            />
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor="custom-game-description" size="2" weight="medium">
                Description (required)
              </Text>
              <TextArea
                id="custom-game-description"
                size="3"
                rows={4}
                placeholder="How is it played?"
                {...form.register('description')}
                {...invalidProps('custom-game-description', errors.description?.message)}
              />
              <FieldError id="custom-game-description-error" text={errors.description?.message} />
            </Flex>
            <FormField
              id="custom-game-equipment"
              label="Equipment"
              placeholder="Balloons, string, cones"
              {...form.register('equipment')}
              error={errors.equipment?.message}
            />
            <Text size="1" color="gray" mt="-2">
              Separate items with commas.
            </Text>
            <Flex gap="3" justify="end" mt="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Submitting...' : 'Submit Game'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
