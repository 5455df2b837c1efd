import { emailSignOff } from './email-sign-off.words';
import { PLACEHOLDER_SETTINGS } from '../settings/settings.contract';

describe('the sign-off of a parent e-mail', () => {
  const business = { email: 'hello@austinchampions.com', businessName: 'Austin Champions' };

  it('gives the saved phone and e-mail, then the business name', () => {
    expect(emailSignOff({ ...business, phone: '(512) 555-0142' })).toEqual([
      'Questions? Call us at (512) 555-0142 or write to hello@austinchampions.com.',
      'Austin Champions',
    ]);
  });

  it('never gives the shipped placeholder phone: only the e-mail until the owner saves a real one', () => {
    const [reach] = emailSignOff({ ...business, phone: PLACEHOLDER_SETTINGS.phone }, 'Questions, or another date?');
    expect(reach).toBe('Questions, or another date? Write to us at hello@austinchampions.com.');
  });
});
