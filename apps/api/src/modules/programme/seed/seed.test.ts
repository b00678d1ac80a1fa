// The shipped programme is complete in both languages and its committed sample media match it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedSeminars } from './seminars';
import { seedSymptoms } from './symptoms';
import { seedTriggers } from './triggers';
import type { SeedLanguage, SeedListItem } from './types';
import { toWebVtt } from './webvtt';

const languages: SeedLanguage[] = ['de', 'en'];
const mediaDir = path.resolve(import.meta.dirname, '../../../../seed-media');

/** The movie's length in seconds from its `mvhd` box (inside `moov`), or null if absent. */
function mp4Seconds(bytes: Buffer): number | null {
  const box = (from: number, to: number, type: string): [number, number] | null => {
    for (let at = from; at + 8 <= to;) {
      const size = bytes.readUInt32BE(at);
      if (size < 8) return null;
      if (bytes.toString('latin1', at + 4, at + 8) === type) return [at + 8, at + size];
      at += size;
    }
    return null;
  };
  const moov = box(0, bytes.length, 'moov');
  const mvhd = moov && box(moov[0], moov[1], 'mvhd');
  if (!mvhd) return null;
  const [at] = mvhd;
  const version = bytes.readUInt8(at);
  const timescale = bytes.readUInt32BE(at + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(bytes.readBigUInt64BE(at + 24)) : bytes.readUInt32BE(at + 16);
  return duration / timescale;
}

describe('seed programme', () => {
  it('has 56 seminars: one morning and one evening for each day 1–28', () => {
    expect(seedSeminars).toHaveLength(56);
    for (let day = 1; day <= 28; day++) {
      const slots = seedSeminars.filter((s) => s.day === day).map((s) => s.slot);
      expect(slots.sort(), `day ${day}`).toEqual(['evening', 'morning']);
    }
  });

  it('has every text in both languages, 3–5 key points and 1–3 to-dos', () => {
    for (const seminar of seedSeminars) {
      const where = `day ${seminar.day} ${seminar.slot}`;
      for (const language of languages) {
        const text = seminar.text[language];
        const strings = [text.title, text.description, ...text.keyPoints, ...text.todos];
        for (const s of strings) expect(s.trim(), `${where} ${language}`).not.toBe('');
        expect(text.keyPoints.length, where).toBeGreaterThanOrEqual(3);
        expect(text.keyPoints.length, where).toBeLessThanOrEqual(5);
        expect(text.todos.length, where).toBeGreaterThanOrEqual(1);
        expect(text.todos.length, where).toBeLessThanOrEqual(3);
      }
      expect(seminar.text.de.keyPoints.length, where).toBe(seminar.text.en.keyPoints.length);
      expect(seminar.text.de.todos.length, where).toBe(seminar.text.en.todos.length);
      expect(seminar.text.de.title, `${where}: German is not the English text`).not.toBe(
        seminar.text.en.title,
      );
    }
  });

  it('has unique titles per language', () => {
    for (const language of languages) {
      const titles = seedSeminars.map((s) => s.text[language].title);
      expect(new Set(titles).size, language).toBe(titles.length);
    }
  });

  it('speaks to the participant informally in German (du, never Sie)', () => {
    for (const seminar of seedSeminars) {
      const { title, description, keyPoints, todos } = seminar.text.de;
      for (const s of [title, description, ...keyPoints, ...todos]) {
        expect(s, `day ${seminar.day} ${seminar.slot}`).not.toMatch(/\b(Sie|Ihnen|Ihr|Ihre)\b/);
      }
    }
  });

  it('has caption cues in order, without overlap, within the video', () => {
    for (const seminar of seedSeminars) {
      for (const language of languages) {
        const where = `day ${seminar.day} ${seminar.slot} ${language}`;
        const cues = seminar.text[language].captions;
        expect(cues.length, where).toBeGreaterThan(0);
        let previousEnd = 0;
        for (const cue of cues) {
          expect(cue.text.trim(), where).not.toBe('');
          expect(cue.start, where).toBeGreaterThanOrEqual(previousEnd);
          expect(cue.end, where).toBeGreaterThan(cue.start);
          previousEnd = cue.end;
        }
        expect(previousEnd, where).toBeLessThanOrEqual(seminar.durationSeconds);
      }
    }
  });

  it('ships each video and both caption files, valid and matching the seed', () => {
    for (const seminar of seedSeminars) {
      const key = `seminars/day${String(seminar.day).padStart(2, '0')}-${seminar.slot}.mp4`;
      expect(seminar.videoKey).toBe(key);
      const video = path.join(mediaDir, seminar.videoKey);
      expect(existsSync(video), video).toBe(true);
      const bytes = readFileSync(video);
      expect(bytes.toString('latin1', 4, 8), `${key} starts with an ftyp box`).toBe('ftyp');
      expect(bytes.length, `${key} stays small`).toBeLessThan(150_000);
      expect(Math.round(mp4Seconds(bytes) ?? -1), `${key} length`).toBe(seminar.durationSeconds);
      for (const language of languages) {
        const file = video.replace(/\.mp4$/, `.${language}.vtt`);
        expect(existsSync(file), file).toBe(true);
        const vtt = readFileSync(file, 'utf8');
        expect(vtt.startsWith('WEBVTT'), file).toBe(true);
        expect(vtt, `${file} is regenerated from the seed texts`).toBe(
          toWebVtt(seminar.text[language].captions),
        );
      }
    }
  });
});

describe('symptom and trigger lists', () => {
  const checkList = (items: SeedListItem[]) => {
    const keys = items.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of items) {
      expect(item.key).toMatch(/^[a-z]+(_[a-z]+)*$/);
      for (const language of languages) expect(item.label[language].trim()).not.toBe('');
    }
  };

  it('lists the withdrawal symptoms of the Minnesota scale with unique snake_case keys', () => {
    checkList(seedSymptoms);
    const keys = seedSymptoms.map((s) => s.key);
    for (const mnws of [
      'craving',
      'irritability',
      'anxiety',
      'difficulty_concentrating',
      'restlessness',
      'increased_appetite',
      'insomnia',
      'depressed_mood',
    ]) {
      expect(keys).toContain(mnws);
    }
    for (const item of seedSymptoms) expect(item.group).toBeUndefined();
  });

  it('lists triggers with unique snake_case keys, each in a group, every group used', () => {
    checkList(seedTriggers);
    const groups = new Set(seedTriggers.map((t) => t.group));
    expect(groups).toEqual(new Set(['emotional', 'habit', 'social', 'withdrawal']));
    for (const trigger of seedTriggers) expect(trigger.group, trigger.key).toBeDefined();
  });
});
