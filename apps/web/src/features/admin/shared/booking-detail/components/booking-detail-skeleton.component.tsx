import { Box, VisuallyHidden } from '@radix-ui/themes';
import { Item, Section } from './booking-detail-section.component';
import '@/features/admin/shared/components/admin-skeleton.css';

/** The detail's sections in order (booking-detail-dialog) with their number of rows, as a booking usually fills them. */
const SECTIONS: [title: string, rows: number][] = [
  ['Booking', 7],
  ['Event', 8],
  ['Parent and child', 4],
  ['Location', 3],
  ['Games', 3],
  ['Add-ons', 1],
  ['Price', 4],
];
const WIDTHS = ['60%', '35%', '45%', '70%', '30%', '50%'];

/**
 * The booking detail while it loads (like AdminListSkeleton): its sections' titles over grey label and value bars, with
 * the loading text for screen readers, so the dialog opens at its shape rather than a spinner.
 */
export function BookingDetailSkeleton() {
  return (
    <Box aria-busy>
      <VisuallyHidden role="status">Loading booking...</VisuallyHidden>
      {/* Hidden from screen readers: the sections are not there yet, the status says so. */}
      <Box aria-hidden>
        {SECTIONS.map(([title, rows]) => (
          <Section key={title} title={title}>
            {Array.from({ length: rows }, (_, i) => (
              <Item key={i} label={<span className="admin-skeleton" style={{ width: '6rem' }} />}>
                <span className="admin-skeleton" style={{ width: WIDTHS[i % WIDTHS.length], minWidth: '6rem' }} />
              </Item>
            ))}
          </Section>
        ))}
      </Box>
    </Box>
  );
}
