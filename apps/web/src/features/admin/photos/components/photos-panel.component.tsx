import { Badge, Button, Card, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import { useState, type FormEvent } from 'react';
import {
  GALLERY_CATEGORIES,
  GALLERY_CATEGORY_LABELS,
  MEDIA_MESSAGES,
  PHOTO_RULES,
  TEAM_MEMBERS,
  type GalleryCategory,
  type GalleryPhoto,
  type TeamMemberKey,
} from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { FieldError, FormField } from '@/components/ui/form-field.ui';
import { useToast } from '@/components/ui/toast';
import { useAdminPhotos } from '@/features/admin/shared/api/admin-photos.api';
import {
  useAddGalleryPhoto,
  useDeleteGalleryPhoto,
  useDeletePortrait,
  usePutPortrait,
  useReplaceGalleryPhoto,
} from '@/features/admin/photos/api/photos.api';
import { readApiError } from '@/lib/api-error';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const CATEGORIES = GALLERY_CATEGORIES.filter((c): c is GalleryCategory => c !== 'all');

interface UploadErrors {
  file?: string;
  alt?: string;
}

/** The API's refusal as the form shows it: the alt text's message at the alt field, anything else at the file. */
function uploadErrors(error: Error): UploadErrors {
  const { fields, message } = readApiError(error);
  return fields.alt ? { alt: fields.alt } : { file: message ?? error.message };
}

/**
 * The form's file and alt text, or what is missing, with the server's messages. Checked before the upload: 10 MB
 * takes a while to send only to be told to pick another file.
 */
function checkedUpload(form: FormData): { upload?: { file: File; alt: string }; errors: UploadErrors } {
  const file = form.get('file');
  const alt = String(form.get('alt') ?? '').trim();
  const errors: UploadErrors = {};
  if (!(file instanceof File) || file.size === 0) errors.file = MEDIA_MESSAGES.fileMissing;
  else if (file.size > PHOTO_RULES.maxBytes) errors.file = MEDIA_MESSAGES.tooLarge;
  if (!alt) errors.alt = MEDIA_MESSAGES.alt;
  return errors.file || errors.alt ? { errors } : { upload: { file: file as File, alt }, errors };
}

function FileField({ id, error }: { id: string; error?: string }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        Photo (JPEG, PNG or WebP, up to 10 MB)
      </Text>
      <input
        id={id}
        name="file"
        type="file"
        accept={ACCEPT}
        className="file-input"
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
      <FieldError id={`${id}-error`} text={error} />
    </Flex>
  );
}

function GalleryUploadForm() {
  const add = useAddGalleryPhoto();
  const { toast } = useToast();
  const [errors, setErrors] = useState<UploadErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const { upload, errors: missing } = checkedUpload(form);
    setErrors(missing);
    if (!upload) return;
    const category = form.get('category') as GalleryCategory;
    add.mutate(
      { ...upload, category, featured: form.get('featured') === 'on' },
      {
        onSuccess: () => {
          formElement.reset();
          toast({
            title: 'Photo added',
            description: `It now shows in the gallery under ${GALLERY_CATEGORY_LABELS[category]}.`,
          });
        },
        onError: (error) => setErrors(uploadErrors(error)),
      },
    );
  };
  return (
    <Card size="3" asChild>
      <form onSubmit={submit} noValidate aria-labelledby="gallery-upload-title">
        <Heading as="h3" size="4" mb="3" id="gallery-upload-title">
          Add a gallery photo
        </Heading>
        <Flex direction="column" gap="3">
          <FileField id="gallery-photo-file" error={errors.file} />
          <FormField
            id="gallery-photo-alt"
            name="alt"
            label="Alt text (what the photo shows, for people who cannot see it)"
            maxLength={PHOTO_RULES.altMax}
            required
            error={errors.alt}
          />
          <Flex gap="4" align="end" wrap="wrap">
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" id="gallery-photo-category-label">
                Category
              </Text>
              <Select.Root name="category" defaultValue="action" size="3">
                <Select.Trigger aria-labelledby="gallery-photo-category-label" />
                <Select.Content position="popper">
                  {CATEGORIES.map((c) => (
                    <Select.Item key={c} value={c}>
                      {GALLERY_CATEGORY_LABELS[c]}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Text as="label" size="2">
              <Flex gap="2" align="center" minHeight="44px">
                <Checkbox name="featured" size="3" /> Featured (may show on the home page)
              </Flex>
            </Text>
          </Flex>
          <Flex>
            <Button type="submit" size="3" loading={add.isPending}>
              Upload photo
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function GalleryPhotoCard({ photo }: { photo: GalleryPhoto }) {
  const replace = useReplaceGalleryPhoto();
  const remove = useDeleteGalleryPhoto();
  const { toast } = useToast();
  const [error, setError] = useState<string>();
  const inputId = `replace-${photo.id}`;
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_RULES.maxBytes) return setError(MEDIA_MESSAGES.tooLarge);
    setError(undefined);
    replace.mutate(
      { id: photo.id, file, category: photo.category, featured: photo.featured, alt: photo.alt },
      {
        onSuccess: () => toast({ title: 'Photo replaced', description: photo.alt }),
        onError: (err) => setError(uploadErrors(err).file ?? err.message),
      },
    );
  };
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <img
          src={photo.variants[0].url}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          className="admin-photo"
        />
        <Text size="2">{photo.alt}</Text>
        <Flex gap="2" wrap="wrap">
          <Badge color="violet">{GALLERY_CATEGORY_LABELS[photo.category]}</Badge>
          {photo.featured && <Badge color="amber">Featured</Badge>}
        </Flex>
        <Flex gap="2" wrap="wrap" align="center">
          <Text as="label" htmlFor={inputId} size="2" weight="medium">
            Replace with
          </Text>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="file-input"
            onChange={(event) => onFile(event.currentTarget.files?.[0])}
          />
        </Flex>
        <FieldError id={`${inputId}-error`} text={error} />
        <Flex>
          <Button
            color="red"
            variant="soft"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(photo.id, {
                onSuccess: () => toast({ title: 'Photo deleted', description: photo.alt }),
                onError: (err) => setError(err.message),
              })
            }
          >
            Delete photo
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function PortraitForm({
  member,
  name,
  current,
}: {
  member: TeamMemberKey;
  name: string;
  current?: { url: string; alt: string };
}) {
  const put = usePutPortrait();
  const remove = useDeletePortrait();
  const { toast } = useToast();
  const [errors, setErrors] = useState<UploadErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { upload, errors: missing } = checkedUpload(new FormData(formElement));
    setErrors(missing);
    if (!upload) return;
    put.mutate(
      { member, ...upload },
      {
        onSuccess: () => {
          formElement.reset();
          toast({ title: 'Portrait saved', description: `${name}'s portrait shows on the About page.` });
        },
        onError: (error) => setErrors(uploadErrors(error)),
      },
    );
  };
  const headingId = `portrait-${member}`;
  return (
    <Card size="2" asChild>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Heading as="h4" size="3" mb="2" id={headingId}>
          {name}
        </Heading>
        <Flex direction="column" gap="3">
          {current ? (
            <img src={current.url} alt={current.alt} width="80" height="80" className="team-portrait" />
          ) : (
            <Text size="2" color="gray">
              No portrait yet: the About page shows a letter.
            </Text>
          )}
          <FileField id={`${headingId}-file`} error={errors.file} />
          <FormField
            id={`${headingId}-alt`}
            name="alt"
            label="Alt text"
            maxLength={PHOTO_RULES.altMax}
            required
            error={errors.alt}
          />
          <Flex gap="2" wrap="wrap">
            <Button type="submit" loading={put.isPending}>
              {current ? 'Replace portrait' : 'Upload portrait'}
            </Button>
            {current && (
              <Button
                type="button"
                color="red"
                variant="soft"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(member, { onSuccess: () => toast({ title: 'Portrait removed', description: name }) })
                }
              >
                Remove portrait
              </Button>
            )}
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** The gallery's photos and the team's portraits; the artwork and letters stay until replaced. */
export function PhotosPanel() {
  const { data, isPending, isError } = useAdminPhotos();
  if (isPending) return <AdminListSkeleton text="Loading photos..." />;
  if (isError) return <ErrorState text="Failed to load photos. Please try again later." />;
  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="6">
          Gallery photos
        </Heading>
        <Text size="2" color="gray">
          A category with photos shows them in place of its artwork. Each photo is resized to fit every screen.
        </Text>
        <GalleryUploadForm />
        {data.gallery.length > 0 && (
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
            {data.gallery.map((photo) => (
              <GalleryPhotoCard key={photo.id} photo={photo} />
            ))}
          </Grid>
        )}
      </Flex>
      <Flex direction="column" gap="4">
        <Heading as="h2" size="6">
          Team portraits
        </Heading>
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {TEAM_MEMBERS.map(({ key, name }) => (
            <PortraitForm key={key} member={key} name={name} current={data.portraits.find((p) => p.member === key)} />
          ))}
        </Grid>
      </Flex>
    </Flex>
  );
}
