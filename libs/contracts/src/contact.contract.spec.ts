import { CONTACT_MESSAGES, validateContactMessage } from './contact.contract';

describe('validateContactMessage (SPEC §5 contact rules)', () => {
  const valid = { name: 'Jamie', email: 'jamie@example.com', subject: 'pricing', message: 'Do you travel to us?' };

  it('accepts a complete message', () => expect(validateContactMessage(valid)).toEqual({}));

  it('reports every broken rule with the spec message', () => {
    expect(validateContactMessage({ name: ' J ', email: 'jamie@', subject: '', message: 'too short' })).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      subject: CONTACT_MESSAGES.subject,
      message: CONTACT_MESSAGES.message,
    });
  });

  it('trims before measuring, and refuses unknown subjects', () => {
    expect(validateContactMessage({ ...valid, name: '  Al  ', message: '   0123456789   ' })).toEqual({});
    expect(validateContactMessage({ ...valid, subject: 'roof' })).toEqual({ subject: CONTACT_MESSAGES.subject });
  });

  it('caps the length of the name and the message', () => {
    expect(validateContactMessage({ ...valid, name: 'x'.repeat(121), message: 'y'.repeat(5001) })).toEqual({
      name: CONTACT_MESSAGES.nameTooLong,
      message: CONTACT_MESSAGES.messageTooLong,
    });
  });
});
