import { describe, expect, it } from 'vitest';
import { documentStatus, todayIn } from './documents.ts';

describe('documentStatus', () => {
  it('reads each day against its own today, whatever was asked before', () => {
    // Alternating days: the warning's last day is remembered for one today at a time.
    for (let i = 0; i < 3; i++) {
      expect(documentStatus('2026-12-25', '2026-11-25')).toBe('expiring');
      expect(documentStatus('2026-12-25', '2026-10-01')).toBe('valid');
      expect(documentStatus('2026-12-26', '2026-11-25')).toBe('valid');
      expect(documentStatus('2026-11-24', '2026-11-25')).toBe('expired');
      expect(documentStatus('2026-11-25', '2026-11-25')).toBe('expiring');
      expect(documentStatus(null, '2026-11-25')).toBe('none');
    }
  });
});

describe('todayIn', () => {
  it('gives the calendar day of each time zone, one formatter per zone', () => {
    const now = new Date('2026-11-26T03:30:00Z');
    for (let i = 0; i < 2; i++) {
      expect(todayIn('America/Mexico_City', now)).toBe('2026-11-25');
      expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-26');
      expect(todayIn(undefined, now)).toBe('2026-11-25');
    }
  });
});
