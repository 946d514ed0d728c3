import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/admin/ui/dates';

// The back office's dates are Moscow's whatever the clock of the member's computer (the server sends shop time).

describe('formatDateTime', () => {
  it('reads the server’s shop time as Moscow’s, not the browser’s own', () => {
    expect(formatDateTime('2026-11-28 09:30:00')).toBe('28.11.2026, 09:30');
    expect(formatDateTime('2026-11-28 09:30')).toBe('28.11.2026, 09:30');
  });

  it('keeps a date that names its zone', () => {
    expect(formatDateTime('2026-11-28T06:30:00Z')).toBe('28.11.2026, 09:30');
    expect(formatDateTime('2026-12-05T12:00:00+03:00')).toBe('05.12.2026, 12:00');
  });

  it('leaves what is not a date as it is', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('вчера')).toBe('вчера');
  });
});
