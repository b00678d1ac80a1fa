import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  isSeminarVideoType,
  keepsItsVersion,
  publishEffect,
  versionShown,
} from './seminar-versions';

describe('which version a course shows', () => {
  it('a pinned course keeps its version; an unpinned one shows the newest', () => {
    expect(versionShown({ versionId: 'v1' }, 'v2')).toBe('v1');
    expect(versionShown({ versionId: null }, 'v2')).toBeNull();
    expect(versionShown(undefined, 'v2')).toBe('v2');
    expect(versionShown(undefined, null)).toBeNull();
  });

  it('courses that reached their first day and still run keep their version', () => {
    const today = '2026-11-22';
    expect(keepsItsVersion({ state: 'active', startDate: '2026-11-22' }, today)).toBe(true);
    expect(keepsItsVersion({ state: 'awaiting_test', startDate: '2026-10-20' }, today)).toBe(true);
    expect(keepsItsVersion({ state: 'scheduled', startDate: '2026-11-23' }, today)).toBe(false);
    expect(keepsItsVersion({ state: 'funding', startDate: null }, today)).toBe(false);
    expect(keepsItsVersion({ state: 'cancelled', startDate: '2026-11-01' }, today)).toBe(false);
  });

  it('publishing pins started courses to the previous version, a correction unpins all', () => {
    expect(publishEffect(false, 'v1')).toEqual({ kind: 'pin-started', keep: 'v1' });
    expect(publishEffect(false, null)).toEqual({ kind: 'pin-started', keep: null });
    expect(publishEffect(true, 'v1')).toEqual({ kind: 'unpin-all' });
  });
});

describe('a draft ready to publish', () => {
  const text = { title: 'T', description: 'D', todos: ['a', 'b'] };
  it('needs titles, descriptions and as many to-dos (1–3) in both languages', () => {
    expect(draftProblems({ de: text, en: text })).toEqual([]);
    expect(draftProblems({ de: { ...text, title: ' ' }, en: { ...text, todos: ['a'] } })).toEqual([
      'de.title',
      'todos.count',
    ]);
    expect(draftProblems({ de: { ...text, todos: [] }, en: { ...text, todos: [] } })).toEqual([
      'de.todos',
      'en.todos',
    ]);
  });

  it('takes MP4 and WebM videos only', () => {
    expect(isSeminarVideoType('video/mp4')).toBe(true);
    expect(isSeminarVideoType('video/webm')).toBe(true);
    expect(isSeminarVideoType('video/quicktime')).toBe(false);
  });
});
