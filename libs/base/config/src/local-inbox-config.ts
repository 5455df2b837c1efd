import { Env, readInt } from './env-readers';

/** Where `npm start`'s local inbox (MailDev) listens without SMTP_URL: MailDev's own default ports. */
export const LOCAL_INBOX = { smtpPort: 1025, webPort: 1080 } as const;

export interface LocalInboxConfig {
  smtpPort: number;
  webPort: number;
}

/** MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT: the launcher's local inbox, on 127.0.0.1. */
export function readLocalInboxConfig(env: Env): LocalInboxConfig {
  return {
    smtpPort: readInt(env, 'MAILDEV_SMTP_PORT', LOCAL_INBOX.smtpPort, 1, 65535),
    webPort: readInt(env, 'MAILDEV_WEB_PORT', LOCAL_INBOX.webPort, 1, 65535),
  };
}
