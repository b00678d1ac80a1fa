import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact';

describe('contact request', () => {
  it('accepts a complete request and trims it', () => {
    expect(
      contactRequestSchema.parse({ name: ' Ada ', email: 'ada@example.com', message: ' Hi ' }),
    ).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
  });

  it('refuses a bad email, blank fields and unknown fields', () => {
    const ok = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };
    expect(contactRequestSchema.safeParse({ ...ok, email: 'ada' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...ok, name: '  ' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});
