import { Card, Heading, Text } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';

const FAQ = [
  {
    q: 'How far in advance should I book?',
    a: 'We recommend booking 2-4 weeks ahead, especially for weekends and holidays, though shorter notice is often possible. Just ask!',
  },
  {
    q: 'What happens if it rains?',
    a: 'Most of our games can be adapted for indoor play. If that is not possible, we will reschedule your event.',
  },
  {
    q: 'What do I need to provide?',
    a: 'Just the space! We bring all the equipment, shirts, awards and everything needed to run the games.',
  },
  {
    q: 'Can you accommodate children with special needs?',
    a: 'Absolutely. Our games can be adapted for special needs so that every child can take part. Let us know when you book.',
  },
] as const;

/** Native details/summary: keyboard- and screen-reader-friendly without extra script. */
export function ContactFaq() {
  return (
    <Card size="4">
      <Heading as="h2" size="6" mb="4">
        Frequently Asked Questions
      </Heading>
      <div className="faq-list">
        {FAQ.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>
              <Text size="3" weight="medium">
                {item.q}
              </Text>
              <ChevronDownIcon aria-hidden className="faq-chevron" />
            </summary>
            <Text as="p" size="2" color="gray" mt="2">
              {item.a}
            </Text>
          </details>
        ))}
      </div>
    </Card>
  );
}
