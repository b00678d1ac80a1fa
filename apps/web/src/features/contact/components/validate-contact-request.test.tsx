import type { TFunction } from '@/lib/i18n-types';
import { describe, expect, it } from 'vitest';
import { validateContactRequest } from './validate-contact-request';

const t = ((key: string) => key) as unknown as TFunction<'contact'>;

describe('validateContactRequest', () => {
  it('asks to check a field with a control character rather than calling it missing', () => {
    expect(
      validateContactRequest({ name: 'Ada\u0007', email: 'ada@example.org', message: 'Hi' }, t),
    ).toEqual({ name: 'errors.field_invalid' });
    expect(
      validateContactRequest({ name: ' ', email: 'ada@example.org', message: 'Hi' }, t),
    ).toEqual({ name: 'errors.name_required' });
  });

  it('keeps line breaks in the message', () => {
    expect(
      validateContactRequest({ name: 'Ada', email: 'ada@example.org', message: 'Hi,\nthanks' }, t),
    ).toEqual({});
  });
});
