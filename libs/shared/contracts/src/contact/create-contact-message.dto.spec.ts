import { bothWays, pipeValue } from '@app/testing';
import { CONTACT_MESSAGES as M } from './contact.contract';
import { CreateContactMessageDto } from './create-contact-message.dto';

const valid = { name: 'Jamie', email: 'jamie@example.com', subject: 'pricing', message: 'Do you travel to us?' };
const check = (input: object) => bothWays(CreateContactMessageDto, input);

describe('CreateContactMessageDto (docs/product/validation.md#validation contact rules), as the API and the SPA form run it', () => {
  it('accepts a complete message, trimmed', async () => {
    expect(await check(valid)).toEqual({ api: {}, form: {} });
    expect(await pipeValue(CreateContactMessageDto, { ...valid, name: '  Al  ', message: '   0123456789   ' })).toEqual(
      { ...valid, name: 'Al', message: '0123456789' },
    );
  });

  it.each([
    [
      'an empty form',
      { name: '', email: '', subject: '', message: '' },
      { name: M.name, email: M.email, subject: M.subject, message: M.message },
    ],
    ['missing fields', {}, { name: M.name, email: M.email, subject: M.subject, message: M.message }],
    [
      'short values after trimming',
      { ...valid, name: ' J ', message: '  too short ' },
      { name: M.name, message: M.message },
    ],
    ['an address without a domain', { ...valid, email: 'jamie@' }, { email: M.email }],
    ['an unknown subject', { ...valid, subject: 'roof' }, { subject: M.subject }],
    [
      'over-long values',
      { ...valid, name: 'x'.repeat(121), message: 'y'.repeat(5001) },
      { name: M.nameTooLong, message: M.messageTooLong },
    ],
    ['a number for a name (type before length)', { ...valid, name: 42 }, { name: M.name }],
  ])('%s: one message per field, the same on both sides', async (_, input, fields) => {
    expect(await check(input)).toEqual({ api: fields, form: fields });
  });
});
