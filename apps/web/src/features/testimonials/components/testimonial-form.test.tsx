import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TESTIMONIAL_MIN } from '@quit/domain/testimonials';
import { describe, expect, it, vi } from 'vitest';
import { json, on, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { TestimonialForm } from './testimonial-form';

describe('the participant’s review', () => {
  it('is not offered before the course was passed', async () => {
    let asked = false;
    stubFetch(
      on('GET', '/api/participant/review', () => {
        asked = true;
        return json({ eligible: false, review: null });
      }),
    );
    renderWithProviders(<TestimonialForm />);
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Your review' })).not.toBeInTheDocument();
  });

  it('checks the length before sending, then saves text and the explicit opt-in', async () => {
    const sent: unknown[] = [];
    stubFetch(
      on('GET', '/api/participant/review', () => json({ eligible: true, review: null })),
      on('PUT', '/api/participant/review', async (request) => {
        const body = (await request.json()) as { text: string; show: boolean };
        sent.push(body);
        return json({
          eligible: true,
          review: { ...body, hidden: false, updatedAt: '2026-11-23T10:00:00.000Z' },
        });
      }),
    );
    renderWithProviders(<TestimonialForm />);
    const field = await screen.findByRole('textbox', { name: /Your review/ });
    await userEvent.type(field, 'Great!');
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(
      screen.getByText(`Please write at least ${TESTIMONIAL_MIN} characters about your course.`),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
    await userEvent.type(field, ' Four weeks without a cigarette.');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Show my review on the home page' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ text: 'Great! Four weeks without a cigarette.', show: true });
    expect(await screen.findByRole('button', { name: 'Delete review' })).toBeVisible();
  });
});
