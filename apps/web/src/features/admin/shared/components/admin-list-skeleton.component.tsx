import { Card, Flex, VisuallyHidden } from '@radix-ui/themes';
import './admin-skeleton.css';

const WIDTHS = ['38%', '62%', '45%', '55%', '30%'];

/**
 * A list's shape while it loads: cards of grey bars where its rows will be, with the loading text for screen readers,
 * so the tab does not jump from a spinner to its content. The bookings table has its own (bookings-table-skeleton),
 * with the table's real columns.
 */
export function AdminListSkeleton({ text, rows = 4 }: { text: string; rows?: number }) {
  return (
    <Flex direction="column" gap="3" aria-busy>
      <VisuallyHidden role="status">{text}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} aria-hidden>
          <span className="admin-skeleton" style={{ width: WIDTHS[i % WIDTHS.length] }} />
          <span className="admin-skeleton admin-skeleton-second" style={{ width: '80%' }} />
        </Card>
      ))}
    </Flex>
  );
}
