import { Button, Callout, Checkbox, Flex, Text, TextArea } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import {
  REVIEW_CONSENT_LABEL,
  REVIEW_MESSAGES,
  REVIEW_PAGE_WORDS,
  REVIEW_RULES as R,
  ReviewDto,
  type ReviewDraft,
  type ReviewRequest,
} from '@app/contracts';
import { FieldError, invalidProps } from '@/components/ui/form-field.ui';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { readApiError } from '@/lib/api-error';
import { useSaveReview } from '../api/review.api';
import './reviews.css';

interface ReviewValues {
  rating: number | null;
  text: string;
  publish: boolean;
}

const STARS = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * The review's form (docs/product/reviews.md#the-review-page): the stars as radio inputs with their labels, the text
 * with its count of characters left, and the consent. Checked by the API's own DTO; the API's field messages land at
 * their fields.
 */
export function ReviewForm({ token, review }: { token: string; review: ReviewDraft | null }) {
  const save = useSaveReview(token);
  const form = useForm<ReviewValues, unknown, ReviewDto>({
    resolver: dtoResolver<ReviewValues, ReviewDto>(ReviewDto),
    defaultValues: { rating: review?.rating ?? null, text: review?.text ?? '', publish: review?.publish ?? false },
  });
  const errors = form.formState.errors;
  const text = form.watch('text');
  const rating = form.watch('rating');
  const apiError = readApiError(save.error);
  const send = (body: ReviewRequest) =>
    save.submit(body, {
      onError: (e) => showFieldErrors<ReviewValues>(form.setError, readApiError(e).fields, ['rating', 'text']),
    });
  return (
    <form noValidate aria-label="Your review" onSubmit={form.handleSubmit(send)}>
      <Flex direction="column" gap="4">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <fieldset className="review-stars" {...invalidProps('review-rating', errors.rating?.message)}>
              <legend>
                <Text size="3" weight="bold">
                  Your rating
                </Text>
              </legend>
              <div className="review-stars-row">
                {STARS.map((n) => (
                  <span key={n} className={`review-star${rating !== null && n <= rating ? ' filled' : ''}`}>
                    <input
                      type="radio"
                      id={`review-star-${n}`}
                      name={field.name}
                      value={n}
                      checked={field.value === n}
                      onChange={() => field.onChange(n)}
                      onBlur={field.onBlur}
                    />
                    <label htmlFor={`review-star-${n}`} title={starLabel(n)}>
                      <span aria-hidden>★</span>
                      <span className="visually-hidden">{starLabel(n)}</span>
                    </label>
                  </span>
                ))}
              </div>
              <FieldError id="review-rating-error" text={errors.rating?.message} />
            </fieldset>
          )}
        />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="review-text" size="3" weight="bold">
            Tell us about the party
          </Text>
          <TextArea
            id="review-text"
            size="3"
            rows={6}
            maxLength={R.textMax}
            aria-describedby="review-text-count"
            {...invalidProps('review-text', errors.text?.message)}
            {...form.register('text')}
          />
          <Text id="review-text-count" size="2" color="gray">
            {text.length} / {R.textMax.toLocaleString('en-US')} characters
          </Text>
          <FieldError id="review-text-error" text={errors.text?.message} />
        </Flex>
        <Controller
          control={form.control}
          name="publish"
          render={({ field }) => (
            <Text as="label" size="3">
              <Flex gap="2" align="start">
                <Checkbox
                  size="3"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                {REVIEW_CONSENT_LABEL}
              </Flex>
            </Text>
          )}
        />
        {save.isSuccess && (
          // High contrast: the soft green's text is too faint on the page's own background (axe).
          <Callout.Root color="green" role="status" highContrast>
            <Callout.Text>
              {REVIEW_MESSAGES.thanks} {REVIEW_PAGE_WORDS.editable}
            </Callout.Text>
          </Callout.Root>
        )}
        {save.error && Object.keys(apiError.fields).length === 0 && (
          <Text role="alert" color="red" size="2">
            {apiError.message ?? 'We could not save your review. Please try again.'}
          </Text>
        )}
        <Button type="submit" size="3" loading={save.isPending}>
          {review ? 'Save my changes' : 'Send my review'}
        </Button>
      </Flex>
    </form>
  );
}
