/**
 * The oldest servers the test suites run on, and the versions docker-compose.yml pins (the ones they are known to pass
 * on). A server given through DATABASE_URL / REDIS_URL older than the minimum is refused before anything runs.
 */
const MIN_SERVER_VERSIONS = { postgres: 15, redis: 7 } as const;
export const COMPOSE_SERVER_VERSIONS = { postgres: 17, redis: 7 } as const;

type Server = keyof typeof MIN_SERVER_VERSIONS;
const NAMES: Record<Server, string> = { postgres: 'PostgreSQL', redis: 'Redis' };

/** Throws a message naming the server, its version and what is needed when `version` (e.g. "14.9") is too old. */
export function assertServerVersion(server: Server, version: string, where: string): void {
  const major = Number.parseInt(version, 10);
  const min = MIN_SERVER_VERSIONS[server];
  if (Number.isNaN(major) || major < min) {
    throw new Error(
      `${NAMES[server]} ${version || '(unknown version)'} at ${where} is too old: the tests need ${NAMES[server]} ` +
        `${min} or newer (docker-compose.yml runs ${COMPOSE_SERVER_VERSIONS[server]}).`,
    );
  }
}

/** host:port of a URL, for messages (never the credentials). */
export const serverAddress = (url: string) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 'default port'}`;
};
