import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MAX, TESTIMONIAL_MIN, testimonialTextProblem } from './testimonials';

describe('testimonialTextProblem', () => {
  it('accepts a short text with line breaks', () => {
    expect(testimonialTextProblem('Ich rauche seit 28 Tagen nicht mehr.\nDanke!')).toBeNull();
  });
  it('refuses blank and too short texts, counted after trimming', () => {
    expect(testimonialTextProblem('   ')).toBe('REVIEW_TOO_SHORT');
    expect(testimonialTextProblem(` ${'a'.repeat(TESTIMONIAL_MIN - 1)} `)).toBe('REVIEW_TOO_SHORT');
    expect(testimonialTextProblem('a'.repeat(TESTIMONIAL_MIN))).toBeNull();
  });
  it('counts characters, not UTF-16 units', () => {
    expect(testimonialTextProblem('😀'.repeat(TESTIMONIAL_MAX))).toBeNull();
    expect(testimonialTextProblem('😀'.repeat(TESTIMONIAL_MAX + 1))).toBe('REVIEW_TOO_LONG');
  });
  it('refuses control characters', () => {
    expect(testimonialTextProblem(`${'a'.repeat(30)}\u0000`)).toBe('REVIEW_CONTROL_CHARACTERS');
  });
});
