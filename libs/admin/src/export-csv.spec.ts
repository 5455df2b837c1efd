import { neutraliseCell } from './export-csv';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes %j with an apostrophe', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });
  it('leaves other text, including non-ASCII, as it is', () => {
    expect(neutraliseCell('Zoë = fun')).toBe('Zoë = fun');
    expect(neutraliseCell(null)).toBe('');
  });
});
