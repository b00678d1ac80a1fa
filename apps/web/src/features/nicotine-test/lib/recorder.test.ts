import { describe, expect, it } from 'vitest';
import { LiveFilm } from './recorder';

const text = async (blob: Blob | null) => (blob ? await blob.text() : null);

describe('the live film as an upload source (T5)', () => {
  it('answers each request with what was recorded so far: one PATCH per chunk', async () => {
    const film = new LiveFilm();
    film.push(new Blob(['abc']));
    const first = await film.slice(0, 1024);
    expect(await text(first.value)).toBe('abc');
    expect(first.done).toBe(false);
    // Nothing new yet: the request waits for the next chunk.
    const next = film.slice(3, 1027);
    film.push(new Blob(['de']));
    film.push(new Blob(['f']));
    expect(await text((await next).value)).toBe('def');
  });

  it('keeps what the server has not confirmed, for a retry from its offset', async () => {
    const film = new LiveFilm();
    film.push(new Blob(['abcdef']));
    expect(await text((await film.slice(0, 4)).value)).toBe('abcd');
    // The PATCH failed after the server took two bytes: the retry starts at 2.
    expect(await text((await film.slice(2, 1000)).value)).toBe('cdef');
  });

  it('ends with the last bytes marked done, then nothing (the length is declared)', async () => {
    const film = new LiveFilm();
    film.push(new Blob(['abc']));
    film.end();
    expect(await film.slice(0, 2)).toMatchObject({ done: false });
    const last = await film.slice(2, 100);
    expect(await text(last.value)).toBe('c');
    expect(last.done).toBe(true);
    expect(await film.slice(3, 100)).toEqual({ value: null, done: true });
  });
});
