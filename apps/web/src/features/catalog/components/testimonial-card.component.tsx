import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import type { Testimonial } from '@app/contracts';

/** A parent's review, or one of the site's samples labelled "Example" (docs/product/reviews.md#testimonials). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const stars = Math.max(0, Math.min(5, Math.round(testimonial.rating)));
  return (
    <Card size="3" asChild className="testimonial-card">
      <figure>
        <Flex direction="column" gap="3" height="100%">
          <Flex justify="between" align="center" gap="2">
            {/* The stars are drawn by CSS (a masked strip sized to the rating): no icon code on the home page. */}
            <span
              role="img"
              aria-label={`Rated ${stars} out of 5 stars`}
              className="stars"
              style={{ width: `${stars * 20}px` }}
            />
            {testimonial.sample && (
              <Badge color="gray" variant="soft" highContrast>
                Example
              </Badge>
            )}
          </Flex>
          <blockquote className="testimonial-quote">
            <Text as="p" size="3">
              “{testimonial.review}”
            </Text>
          </blockquote>
          <Flex asChild align="center" gap="3" mt="auto">
            <figcaption>
              <span className="initial-badge" aria-hidden>
                {testimonial.parentInitial}
              </span>
              <Flex direction="column">
                <Text size="2" weight="bold">
                  {testimonial.parentName}
                </Text>
                <Text size="1" color="gray">
                  {testimonial.role} · {testimonial.eventType}
                </Text>
              </Flex>
            </figcaption>
          </Flex>
        </Flex>
      </figure>
    </Card>
  );
}
