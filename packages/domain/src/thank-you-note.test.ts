import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COURSE_STATES } from './course-state';
import { DONATION_STATUSES, type DonationStatus } from './donation';
import {
  normaliseThankYouNote,
  showsThankYouNote,
  THANK_YOU_NOTE_MAX_LENGTH,
  thankYouNoteOpen,
  thankYouNoteProblem,
  thankYouRecipients,
} from './thank-you-note';

describe('when the thank-you note may be sent (A8)', () => {
  it('is open once the course runs and after every end, never while it raises money', () => {
    const open = COURSE_STATES.filter(thankYouNoteOpen);
    expect(open).toEqual([
      'active',
      'awaiting_test',
      'passed',
      'failed',
      'partial',
      'paid_out',
      'refunded',
      'cancelled',
    ]);
    expect(thankYouNoteOpen('funding')).toBe(false);
    expect(thankYouNoteOpen('scheduled')).toBe(false);
  });
});

describe('what counts as a note', () => {
  it('refuses an empty or blank note', () => {
    expect(thankYouNoteProblem('')).toBe('empty');
    expect(thankYouNoteProblem(' \n\t \r\n ')).toBe('empty');
  });

  it('takes 1 to 2000 characters after trimming, counting an emoji as one', () => {
    expect(thankYouNoteProblem('x')).toBeNull();
    expect(thankYouNoteProblem(`  ${'a'.repeat(THANK_YOU_NOTE_MAX_LENGTH)}  `)).toBeNull();
    expect(thankYouNoteProblem('a'.repeat(THANK_YOU_NOTE_MAX_LENGTH + 1))).toBe('too_long');
    // 2000 emoji are 4000 UTF-16 units, still 2000 characters.
    expect(thankYouNoteProblem('🎉'.repeat(THANK_YOU_NOTE_MAX_LENGTH))).toBeNull();
    expect(thankYouNoteProblem('🎉'.repeat(THANK_YOU_NOTE_MAX_LENGTH + 1))).toBe('too_long');
  });

  it('keeps lines and makes Windows line ends plain', () => {
    expect(normaliseThankYouNote('  Thank you!\r\nAll of you.\n ')).toBe('Thank you!\nAll of you.');
  });

  it('a note without a problem is never longer than the limit once normalised', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_100 }), (text) => {
        const problem = thankYouNoteProblem(text);
        const note = normaliseThankYouNote(text);
        if (problem === null) {
          expect([...note].length).toBeGreaterThan(0);
          expect([...note].length).toBeLessThanOrEqual(THANK_YOU_NOTE_MAX_LENGTH);
        } else {
          expect(problem === 'empty' ? note.length === 0 : [...note].length > 2_000).toBe(true);
        }
      }),
    );
  });
});

describe('who receives it', () => {
  const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 10, minute));
  const gift = (id: string, status: DonationStatus, donorEmail: string | null, minute = 0) => ({
    id,
    status,
    donorEmail,
    createdAt: at(minute),
  });

  it('every confirmed gift, refunded and kept ones too; not open, pending or failed checkouts', () => {
    const gifts = DONATION_STATUSES.map((status, i) => gift(status, status, `${status}@x.test`, i));
    expect(thankYouRecipients(gifts).map((g) => g.id)).toEqual([
      'available',
      'refunding',
      'refunded',
      'paid_out',
      'kept',
      'carried',
    ]);
  });

  it('nobody whose address was erased with their account', () => {
    expect(thankYouRecipients([gift('a', 'available', null)])).toEqual([]);
  });

  it('one mail per address, carried by its newest gift, whatever the case of the address', () => {
    const chosen = thankYouRecipients([
      gift('old', 'available', 'Ada@Example.test', 1),
      gift('new', 'refunded', 'ada@example.test', 5),
      gift('other', 'paid_out', 'grace@example.test', 2),
      gift('newer-but-failed', 'failed', 'ada@example.test', 9),
    ]);
    expect(chosen.map((g) => g.id).sort()).toEqual(['new', 'other']);
  });

  it('never more mails than distinct addresses, each address once', () => {
    const statuses = fc.constantFrom(...DONATION_STATUSES);
    const emails = fc.constantFrom('a@x.test', 'A@x.test', 'b@x.test', null);
    fc.assert(
      fc.property(fc.array(fc.tuple(statuses, emails, fc.integer({ min: 0, max: 59 }))), (rows) => {
        const gifts = rows.map(([s, e, m], i) => gift(String(i), s, e, m));
        const chosen = thankYouRecipients(gifts);
        const addresses = chosen.map((g) => g.donorEmail?.toLowerCase());
        expect(new Set(addresses).size).toBe(chosen.length);
        for (const g of chosen) expect(showsThankYouNote(g.status)).toBe(true);
      }),
    );
  });
});
