// Large JSON answers go compressed when the client accepts it (issue 15): a 1 MB gift list
// is ~10x smaller on the wire. Only JSON, only above a threshold (small answers cost more CPU
// to compress than they save), brotli at a fast level. Static files are served precompressed
// by the web app, and the payment webhook opts out on its route.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are. */
export const COMPRESS_THRESHOLD_BYTES = 4096;

export const compressLargeJson = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      customTypes: /^application\/json\b/,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
