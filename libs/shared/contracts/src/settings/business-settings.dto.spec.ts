import { bothWays, businessSettingsFixture, pipeValue } from '@app/testing';
import { SETTINGS_LABELS as L } from './settings.contract';
import { TEXT_MESSAGES as T } from '../validation/plain-text.validator';
import { BusinessSettingsDto } from './business-settings.dto';

const check = (changes: object) => bothWays(BusinessSettingsDto, { ...businessSettingsFixture, ...changes });

/** The settings reach e-mail headers, invites and PDFs: a line break in one starts a header of its own. */
describe('BusinessSettingsDto: one line per text setting, the postal address a block of lines', () => {
  it('accepts the settings as first run leaves them, and an address over several lines', async () => {
    expect(await check({})).toEqual({ api: {}, form: {} });
    const address = 'Champions Party\r\nPO Box 12\nAustin, TX 78701';
    expect(await check({ postalAddress: address })).toEqual({ api: {}, form: {} });
    const value = (await pipeValue(BusinessSettingsDto, { ...businessSettingsFixture, postalAddress: address })) as {
      postalAddress: string;
    };
    expect(value.postalAddress).toBe(address);
  });

  it.each([
    ['businessName', 'Evil\r\nBcc: x@evil.example', T.name(L.businessName)],
    ['businessName', '\u202eyrtraP snoipmahC', T.name(L.businessName)],
    ['businessName', 'Champions\u200bParty', T.name(L.businessName)],
    ['phone', '(512) 555-0142\r\nX: y', T.singleLine(L.phone)],
    ['email', 'hello@example.com\u0085', T.singleLine(L.email)],
    ['serviceArea', 'Austin\nRound Rock', T.singleLine('Service area')],
    ['timeZone', 'America/\tChicago', T.singleLine(L.timeZone)],
    ['facebookUrl', 'https://facebook.com/us\r\nX: y', T.singleLine(L.facebookUrl)],
    ['instagramUrl', 'https://instagram.com/\u2028us', T.singleLine(L.instagramUrl)],
    ['twitterUrl', 'https://x.com/\tus', T.singleLine(L.twitterUrl)],
    ['taxNote', 'Prices include\nsales tax.', T.singleLine(L.taxNote)],
    ['postalAddress', 'PO Box 12\tAustin', T.multiLine(L.postalAddress)],
    ['postalAddress', 'PO Box 12\u0085Austin', T.multiLine(L.postalAddress)],
  ])('%s %j', async (field, value, message) => {
    expect(await check({ [field]: value })).toEqual({ api: { [field]: message }, form: { [field]: message } });
  });
});
