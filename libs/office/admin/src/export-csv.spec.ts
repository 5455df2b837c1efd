import { EXPORT_HEADERS, exportCell, exportKey, neutraliseCell } from './export-csv';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with an apostrophe', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });
  it('leaves other text, including non-ASCII, as it is', () => {
    expect(neutraliseCell('Zoë = fun')).toBe('Zoë = fun');
    expect(neutraliseCell(null)).toBe('');
  });
});

describe('the export in words, codes for tools', () => {
  const cell = (header: string, value: string) => exportCell(exportKey(EXPORT_HEADERS.indexOf(header)), value);

  it.each([
    ['Event Type', 'birthday', 'Birthday Party'],
    ['Intensity', 'medium', 'Competitive'],
    ['Status', 'confirmed', 'Confirmed'],
    ['Payment Status', 'deposit_paid', 'Deposit paid'],
    ['Parent Phone', '7735550199', '(773) 555-0199'],
    ['event_type_code', 'birthday', 'birthday'],
    ['intensity_code', 'medium', 'medium'],
    ['status_code', 'confirmed', 'confirmed'],
    ['payment_status_code', 'deposit_paid', 'deposit_paid'],
    ['parent_phone_raw', '7735550199', '7735550199'],
    ['Parent Name', 'birthday', 'birthday'],
    ['Total', '40000', '400.00'],
    ['Promo Discount', '0', '0.00'],
    ['Final Price', '74900', '749.00'],
    ['Amount Paid', '123456', '1234.56'],
    ['Balance Due', '5', '0.05'],
    ['Guests', '18', '18'],
  ])('writes %s %j as %j', (header, stored, written) => {
    expect(cell(header, stored)).toBe(written);
  });

  it('writes a value outside the lists as stored, and still neutralises it', () => {
    expect(cell('Event Type', 'quinceañera')).toBe('quinceañera');
    expect(cell('Parent Phone', '+44 20 7946 0958')).toBe("'+44 20 7946 0958");
  });

  it('keeps every earlier column where it was: the codes come after them', () => {
    expect(EXPORT_HEADERS.slice(-5)).toEqual([
      'event_type_code',
      'intensity_code',
      'status_code',
      'payment_status_code',
      'parent_phone_raw',
    ]);
    expect(EXPORT_HEADERS.slice(0, 8)).toEqual([
      'Booking ID',
      'Short ID',
      'Created (business time)',
      'Event Date',
      'Event Time',
      'Parent Name',
      'Parent Email',
      'Parent Phone',
    ]);
  });
});
