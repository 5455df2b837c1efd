/** Production sessions are Secure cookies: the api (behind a trusted loopback proxy) must see https. */
export const HTTPS = { 'X-Forwarded-Proto': 'https' };

/** Signs in as the bench stack's admin (ADMIN_USERNAME / ADMIN_PASSWORD) and returns the session's Cookie header. */
export async function adminCookie(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: apiUrl, ...HTTPS },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
