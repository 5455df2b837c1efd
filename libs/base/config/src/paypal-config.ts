import { ConfigError } from './config-error';
import { Env, readInt, readOptional, readOptionalUrl, readUrl } from './env-readers';

export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';
const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/**
 * The local PayPal-compatible sandbox (apps/paypal-sandbox) and the credentials it accepts. Used when no PayPal
 * credentials are configured outside production; production refuses them.
 */
export const LOCAL_PAYPAL = {
  port: 8790,
  clientId: 'local-sandbox-client-id',
  clientSecret: 'local-sandbox-client-secret',
  webhookId: 'LOCALSANDBOXWEBHOOK',
} as const;

export interface PayPalConfig {
  /** REST API origin: PayPal live, PayPal's sandbox, or the local sandbox. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook id PayPal's verify-webhook-signature call checks events against. */
  webhookId: string;
  /** Where the SPA loads the JS SDK from (@paypal/paypal-js `sdkBaseUrl`). */
  sdkUrl: string;
  /** True when talking to the local sandbox with its built-in credentials. */
  local: boolean;
}

/**
 * PAYPAL_* settings. Without PAYPAL_CLIENT_ID (development and test only) the local sandbox and its credentials are
 * used; with it, the secret and webhook id are required and the base URL defaults to PayPal's sandbox (live in
 * production). Production needs real credentials over https.
 */
export function readPayPalConfig(env: Env, isProduction: boolean): PayPalConfig {
  const clientId = readOptional(env, 'PAYPAL_CLIENT_ID');
  if (!clientId) {
    if (isProduction) throw new ConfigError('PAYPAL_CLIENT_ID', 'must be set in production');
    const port = readInt(env, 'PAYPAL_SANDBOX_PORT', LOCAL_PAYPAL.port, 1, 65535);
    const baseUrl = trimSlash(readUrl(env, 'PAYPAL_BASE_URL', ['http', 'https'], `http://127.0.0.1:${port}`));
    return {
      baseUrl,
      clientId: LOCAL_PAYPAL.clientId,
      clientSecret: LOCAL_PAYPAL.clientSecret,
      webhookId: readWebhookId(env) ?? LOCAL_PAYPAL.webhookId,
      sdkUrl: readOptionalUrl(env, 'PAYPAL_SDK_URL', ['http', 'https']) ?? `${baseUrl}/sdk/js`,
      local: true,
    };
  }
  const clientSecret = readOptional(env, 'PAYPAL_CLIENT_SECRET');
  if (!clientSecret) throw new ConfigError('PAYPAL_CLIENT_SECRET', 'is required when PAYPAL_CLIENT_ID is set');
  const webhookId = readWebhookId(env);
  if (!webhookId) throw new ConfigError('PAYPAL_WEBHOOK_ID', 'is required when PAYPAL_CLIENT_ID is set');
  const baseUrl = trimSlash(
    readUrl(
      env,
      'PAYPAL_BASE_URL',
      isProduction ? ['https'] : ['http', 'https'],
      isProduction ? PAYPAL_LIVE_URL : PAYPAL_SANDBOX_URL,
    ),
  );
  if (isProduction && Object.values(LOCAL_PAYPAL).includes(clientId as never)) {
    throw new ConfigError(
      'PAYPAL_CLIENT_ID',
      'must be a real PayPal client id in production, not the local sandbox one',
    );
  }
  const onPayPal = baseUrl === PAYPAL_LIVE_URL || baseUrl === PAYPAL_SANDBOX_URL;
  return {
    baseUrl,
    clientId,
    clientSecret,
    webhookId,
    sdkUrl:
      readOptionalUrl(env, 'PAYPAL_SDK_URL', ['http', 'https']) ?? (onPayPal ? PAYPAL_SDK_URL : `${baseUrl}/sdk/js`),
    local: false,
  };
}

/** PayPal's webhook ids are letters and digits (its verify call refuses anything else). */
function readWebhookId(env: Env): string | undefined {
  const id = readOptional(env, 'PAYPAL_WEBHOOK_ID');
  if (id !== undefined && !/^[a-zA-Z0-9]+$/.test(id)) {
    throw new ConfigError('PAYPAL_WEBHOOK_ID', `must be letters and digits only (a PayPal webhook id), got "${id}"`);
  }
  return id;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
