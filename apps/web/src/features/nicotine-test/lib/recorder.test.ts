import { describe, expect, it } from 'vitest';
import { LiveFilm } from './recorder';

const text = async (blob: Blob | null) => (blob ? await blob.text() : null);

describe('the live film as an upload source (T5)', () => {
  it('answers each request with what was recorded so far: one PATCH per chunk', async () => {
    const film = new LiveFilm();
    film.push(new Blob(['header-12abc']));
    const first = await film.slice(0, 1024);
    expect(await text(first.value)).toBe('header-12abc');
    expect(first.done).toBe(false);
    // Nothing new yet: the request waits for the next chunk.
    const next = film.slice(12, 1036);
    film.push(new Blob(['de']));
    film.push(new Blob(['f']));
    expect(await text((await next).value)).toBe('def');
  });

  it('sends the first bytes only once the container’s header is whole (the server checks it)', async () => {
    const film = new LiveFilm();
    // Chromium's first chunk is sometimes one byte of the header.
    film.push(new Blob(['\x1a']));
    let answered = false;
    const first = film.slice(0, 1024).then((part) => {
      answered = true;
      return part;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    film.push(new Blob(['E\xdf\xa3 and the rest']));
    expect(await text((await first).value)).toBe('\x1aE\xdf\xa3 and the rest');
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
