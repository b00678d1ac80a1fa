import { describe, expect, it } from 'vitest';
import {
  auditDueAt,
  DEFAULT_TEST_AUDIT_SHARE,
  isAuditMissed,
  isAuditShare,
  isDrawnForAudit,
  TEST_AUDIT_MS,
} from './test-audit';

describe('the audit draw (T8)', () => {
  it('holds one pass in ten by default', () => {
    expect(DEFAULT_TEST_AUDIT_SHARE).toBe(0.1);
    expect(isDrawnForAudit(0.0999, DEFAULT_TEST_AUDIT_SHARE)).toBe(true);
    expect(isDrawnForAudit(0.1, DEFAULT_TEST_AUDIT_SHARE)).toBe(false);
    // Evenly spread numbers: exactly the share is held.
    const held = Array.from({ length: 1000 }, (_, i) => i / 1000).filter((r) =>
      isDrawnForAudit(r, DEFAULT_TEST_AUDIT_SHARE),
    );
    expect(held).toHaveLength(100);
  });

  it('share 0 never holds a pass, share 1 always does', () => {
    for (const r of [0, 0.25, 0.5, 0.999999]) {
      expect(isDrawnForAudit(r, 0)).toBe(false);
      expect(isDrawnForAudit(r, 1)).toBe(true);
    }
  });

  it('refuses a share or a random number outside their ranges', () => {
    expect(isAuditShare(0)).toBe(true);
    expect(isAuditShare(1)).toBe(true);
    expect(isAuditShare(-0.01)).toBe(false);
    expect(isAuditShare(1.01)).toBe(false);
    expect(isAuditShare(Number.NaN)).toBe(false);
    expect(() => isDrawnForAudit(0.5, 1.5)).toThrow(RangeError);
    expect(() => isDrawnForAudit(1, 0.5)).toThrow(RangeError);
    expect(() => isDrawnForAudit(-0.1, 0.5)).toThrow(RangeError);
  });
});

describe('the audit window (T8)', () => {
  const held = new Date('2027-03-28T10:00:00Z');

  it('lasts 48 hours: the reader’s result stands from that moment on', () => {
    expect(TEST_AUDIT_MS).toBe(48 * 60 * 60 * 1000);
    const due = auditDueAt(held);
    expect(due.toISOString()).toBe('2027-03-30T10:00:00.000Z');
    expect(isAuditMissed(due, new Date(due.getTime() - 1))).toBe(false);
    expect(isAuditMissed(due, due)).toBe(true);
  });
});
