import { Button, Callout, Checkbox, Flex, Text, TextArea } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import {
  REVIEW_CONSENT_LABEL,
  REVIEW_MESSAGES,
  REVIEW_PAGE_WORDS,
  REVIEW_RULES as R,
  REVIEW_STARS,
  ReviewDto,
  starWords,
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

/**
 * The review's form (docs/product/reviews.md#the-review-page): the stars as radio inputs named by their labels, each
 * as large as the star drawn, the text with a line on what helps and its count of characters left, and the consent.
 * `rating` (a star tapped in the thank-you) is chosen on opening, over the one written before. Checked by the API's
 * own DTO; the API's field messages land at their fields.
 */
export function ReviewForm({
  token,
  review,
  rating: tapped = null,
}: {
  token: string;
  review: ReviewDraft | null;
  rating?: number | null;
}) {
  const save = useSaveReview(token);
  const form = useForm<ReviewValues, unknown, ReviewDto>({
    resolver: dtoResolver<ReviewValues, ReviewDto>(ReviewDto),
    defaultValues: {
      rating: tapped ?? review?.rating ?? null,
      text: review?.text ?? '',
      publish: review?.publish ?? false,
    },
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
                {REVIEW_STARS.map((n) => (
                  <label
                    key={n}
                    title={starWords(n)}
                    className={`review-star${rating !== null && n <= rating ? ' filled' : ''}`}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={n}
                      checked={field.value === n}
                      onChange={() => field.onChange(n)}
                      onBlur={field.onBlur}
                    />
                    <span aria-hidden>★</span>
                    <span className="visually-hidden">{starWords(n)}</span>
                  </label>
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
          <Text as="p" id="review-text-hint" size="2" color="gray">
            {REVIEW_PAGE_WORDS.helpful}
          </Text>
          <TextArea
            id="review-text"
            size="3"
            rows={6}
            maxLength={R.textMax}
            aria-describedby="review-text-hint review-text-count"
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
