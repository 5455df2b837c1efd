import { isTimeZone } from '@app/contracts';
import { ConfigError } from './config-error';

export type Env = Record<string, string | undefined>;

/** Small typed readers: each returns the parsed value or throws a ConfigError naming the variable. */
export function readString(env: Env, name: string, fallback?: string): string {
  const raw = env[name]?.trim();
  if (raw) return raw;
  if (fallback !== undefined) return fallback;
  throw new ConfigError(name, 'is required');
}

export function readOptional(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/** An optional secret (a token): when set, at least `minLength` characters. The message never repeats the value. */
export function readSecret(env: Env, name: string, minLength: number): string | undefined {
  const raw = readOptional(env, name);
  if (raw !== undefined && raw.length < minLength) {
    throw new ConfigError(name, `must be at least ${minLength} characters when set`);
  }
  return raw;
}

export function readInt(env: Env, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** true or false; unset, the fallback. */
export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `must be true or false, got "${raw}"`);
  return raw === 'true';
}

export function readEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

export function readUrl(env: Env, name: string, protocols: string[], fallback?: string): string {
  const raw = readString(env, name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(url.protocol.replace(/:$/, ''))) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw;
}

export function readOptionalUrl(env: Env, name: string, protocols: string[]): string | undefined {
  return readOptional(env, name) === undefined ? undefined : readUrl(env, name, protocols);
}

export function readTimeZone(env: Env, name: string, fallback: string): string {
  const zone = readString(env, name, fallback);
  if (!isTimeZone(zone))
    throw new ConfigError(name, `must be an IANA time zone such as America/Chicago, got "${zone}"`);
  return zone;
}

/** A comma-separated list; empty items are dropped. */
export function readList(env: Env, name: string, fallback: string[]): string[] {
  const raw = readOptional(env, name);
  return raw === undefined
    ? fallback
    : raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
}

/** A comma-separated list of origins (scheme://host[:port]); each must be a bare origin, no path. */
export function readOrigins(env: Env, name: string): string[] {
  return readList(env, name, []).map((raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError(name, `must list origins such as https://www.example.com, got "${raw}"`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== raw.replace(/\/$/, '')) {
      throw new ConfigError(name, `must list bare http(s) origins without a path, got "${raw}"`);
    }
    return url.origin;
  });
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/** Proxy addresses: the keywords loopback, linklocal, uniquelocal, or IPv4/IPv6 addresses and CIDR ranges. */
export function readProxies(env: Env, name: string, fallback: string[]): string[] {
  const list = readList(env, name, fallback);
  for (const item of list) {
    if (!PROXY_KEYWORDS.includes(item) && !IPV4.test(item) && !IPV6.test(item)) {
      throw new ConfigError(
        name,
        `must list ${PROXY_KEYWORDS.join(', ')} or IP addresses / CIDR ranges, got "${item}"`,
      );
    }
  }
  return list;
}
