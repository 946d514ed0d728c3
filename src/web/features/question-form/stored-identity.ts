import { STORAGE_KEY } from '../../../domain/constants';

export interface StoredIdentity {
  name: string;
  email: string;
}

/** The logged-in shopper's first name and e-mail from localStorage `userInfo` (product §3), or null for a guest. */
export function readStoredIdentity(): StoredIdentity | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY.USER_INFO);
    const user = raw ? (JSON.parse(raw) as { firstname?: unknown; email?: unknown } | null) : null;
    if (!user || typeof user !== 'object') return null;
    const name = typeof user.firstname === 'string' ? user.firstname : '';
    const email = typeof user.email === 'string' ? user.email : '';
    return name || email ? { name, email } : null;
  } catch {
    return null;
  }
}
