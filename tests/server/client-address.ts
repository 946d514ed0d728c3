let addresses = 0;

/**
 * A fresh client address from IPv6's documentation range (2001:db8::/32), one per simulated visitor: the shop's
 * limits count per address, as they would for real visitors, so each test visitor is counted apart.
 */
export function nextClientAddress(): string {
  addresses += 1;
  return `2001:db8::${addresses.toString(16)}`;
}
