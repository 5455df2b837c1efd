import { LOCAL_INBOX, readLocalInboxConfig } from './local-inbox-config';

describe('readLocalInboxConfig', () => {
  it("defaults to MailDev's own ports, away from the stack's others", () => {
    expect(readLocalInboxConfig({})).toEqual({ smtpPort: 1025, webPort: 1080 });
    expect([3000, 5433, 6390, 8790, 9464]).not.toContain(LOCAL_INBOX.smtpPort);
    expect([3000, 5433, 6390, 8790, 9464]).not.toContain(LOCAL_INBOX.webPort);
  });

  it('reads both ports and names a bad one', () => {
    expect(readLocalInboxConfig({ MAILDEV_SMTP_PORT: '2525', MAILDEV_WEB_PORT: '8025' })).toEqual({
      smtpPort: 2525,
      webPort: 8025,
    });
    expect(() => readLocalInboxConfig({ MAILDEV_WEB_PORT: 'web' })).toThrow(
      'MAILDEV_WEB_PORT must be a whole number, got "web"',
    );
    expect(() => readLocalInboxConfig({ MAILDEV_SMTP_PORT: '70000' })).toThrow('MAILDEV_SMTP_PORT must be between 1');
  });
});
