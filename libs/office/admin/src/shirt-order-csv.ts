import { stringify } from 'csv-stringify/sync';
import {
  SHIRT_ORDER_MESSAGES as M,
  SHIRT_SIZE_CODES,
  shirtSizeLabel,
  todayIn,
  type ShirtOrder,
  type ShirtOrderEvent,
  type ShirtSize,
  type ShirtSizeCounts,
} from '@app/contracts';
import { neutraliseCell } from './export-csv';

/**
 * The shirt order's CSV columns: one row per event and size (people's words for the size), a "No size yet" row for the
 * shirts not sized, then the period's totals the same way. The stored values follow the others for tools, as the
 * bookings export does (`booking_id`, `size_code`).
 */
export const SHIRT_ORDER_HEADERS = [
  'Short ID',
  'Event Date',
  'Event Time',
  'Child',
  'Children Booked',
  'Size',
  'Shirts',
  'Ordered On',
  'Changed Since Ordered',
  'booking_id',
  'size_code',
];

type Row = (string | number)[];

/** A size row per size counted (SHIRT_SIZES' order), then the unsized ones: [label, count, code]. */
function sizeRows(sizes: ShirtSizeCounts, missing: number): [string, number, string][] {
  const rows = SHIRT_SIZE_CODES.filter((s) => sizes[s] > 0).map((s): [string, number, string] => [
    shirtSizeLabel(s),
    sizes[s],
    s,
  ]);
  return missing > 0 ? [...rows, [M.noSize, missing, '']] : rows;
}

const changedWords = (changed: ShirtSize[]) => changed.map(shirtSizeLabel).join('; ');

function eventRows(event: ShirtOrderEvent, timeZone: string): Row[] {
  const orderedOn = event.orderedAt ? todayIn(timeZone, new Date(event.orderedAt)) : '';
  return sizeRows(event.sizes, event.missing).map(([label, count, code]) => [
    event.shortId,
    event.eventDate,
    event.eventTime,
    neutraliseCell(event.childFirstName),
    event.childrenBooked,
    label,
    count,
    orderedOn,
    changedWords(event.changedSinceOrdered),
    event.bookingId,
    code,
  ]);
}

/** The whole file (with a BOM, as the bookings export, so spreadsheets read it as UTF-8); dates on `timeZone`'s clock. */
export function shirtOrderCsv(order: ShirtOrder, timeZone: string): string {
  const totals = sizeRows(order.totals, order.missing).map(([label, count, code]): Row => [
    M.total,
    '',
    '',
    '',
    '',
    label,
    count,
    '',
    '',
    '',
    code,
  ]);
  return stringify([...order.events.flatMap((e) => eventRows(e, timeZone)), ...totals], {
    header: true,
    columns: SHIRT_ORDER_HEADERS,
    bom: true,
  });
}
