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

  it('turns the day at midnight of the zone, to the minute, however it was asked before', () => {
    // Midnight in Mexico City (UTC−6) is 06:00 UTC.
    expect(todayIn('America/Mexico_City', new Date('2026-11-26T05:59:59.999Z'))).toBe('2026-11-25');
    expect(todayIn('America/Mexico_City', new Date('2026-11-26T06:00:00.000Z'))).toBe('2026-11-26');
    expect(todayIn('America/Mexico_City', new Date('2026-11-26T05:59:30.000Z'))).toBe('2026-11-25');
    // India is UTC+5:30: its midnight is 18:30 UTC, still a whole minute.
    expect(todayIn('Asia/Kolkata', new Date('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
    // Another zone asked in between keeps its own day.
    expect(todayIn('Asia/Tokyo', new Date('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-26T18:30:10.000Z'))).toBe('2026-11-27');
  });
});
