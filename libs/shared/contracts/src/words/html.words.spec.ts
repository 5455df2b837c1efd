import { escapeHtml } from './html.words';

describe('escapeHtml', () => {
  it('leaves no character that could open a tag, end an attribute or start an entity', () => {
    expect(escapeHtml(`Ava & Leo's <b>"party"</b>`)).toBe('Ava &amp; Leo&#39;s &lt;b&gt;&quot;party&quot;&lt;/b&gt;');
  });

  it('leaves plain text as it is', () => {
    expect(escapeHtml('Champions Party · Saturday 2:00 PM')).toBe('Champions Party · Saturday 2:00 PM');
  });
});
