import { describe, expect, it } from 'vitest';
import { HANDOFF_LINK_MS, handoffRefusal, handoffState } from './test-handoff';

const created = new Date('2027-03-28T00:30:00Z');
const expiresAt = new Date(created.getTime() + HANDOFF_LINK_MS);
const at = (ms: number) => new Date(created.getTime() + ms);

describe('a hand-off link (T4)', () => {
  it('opens once within 15 minutes', () => {
    expect(HANDOFF_LINK_MS).toBe(15 * 60 * 1000);
    expect(handoffRefusal({ expiresAt, usedAt: null }, at(HANDOFF_LINK_MS - 1))).toBeNull();
    expect(handoffRefusal({ expiresAt, usedAt: null }, at(HANDOFF_LINK_MS))).toBe(
      'HANDOFF_LINK_EXPIRED',
    );
    expect(handoffRefusal({ expiresAt, usedAt: at(1000) }, at(2000))).toBe('HANDOFF_LINK_USED');
  });

  it('tells the first device whether the phone has it', () => {
    const waiting = { expiresAt, usedAt: null, sessionExpiresAt: null };
    expect(handoffState(waiting, at(0))).toBe('waiting');
    expect(handoffState(waiting, at(HANDOFF_LINK_MS))).toBe('expired');
    const opened = { expiresAt, usedAt: at(60_000), sessionExpiresAt: at(3_600_000) };
    expect(handoffState(opened, at(HANDOFF_LINK_MS * 2))).toBe('opened');
    expect(handoffState(opened, at(3_600_000))).toBe('expired');
  });
});
