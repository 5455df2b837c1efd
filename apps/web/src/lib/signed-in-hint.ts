/**
 * Whether this browser was signed in when it last asked (kept by useAuth): the islands loader (src/islands.ts) then
 * hydrates the header at once, so a signed-in visitor sees their account menu, while an anonymous one never loads
 * React for it. Only a hint: the session itself decides what the menu shows.
 */
const KEY = 'signed-in';

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the header then waits for a first interaction.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
