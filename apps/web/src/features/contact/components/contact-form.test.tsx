import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

const contactCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/clickup/contact');

describe('contact form', () => {
  it('refuses an invalid email with a visible message and sends nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(contactCalls(fetchMock)).toHaveLength(0);
  });

  it('sends a valid request and confirms it', async () => {
    const fetchMock = stubFetch((request) =>
      new URL(request.url).pathname === '/api/clickup/contact'
        ? json({ received: true }, 201)
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'When does the next course start?',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Contact request sent')).toBeInTheDocument();
    const [call] = contactCalls(fetchMock);
    const init = call?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      message: 'When does the next course start?',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  });

  it('shows the catalogue message and marks the fields the server refused', async () => {
    stubFetch((request) =>
      new URL(request.url).pathname === '/api/clickup/contact'
        ? json({ code: 'INVALID_DATA', message: 'invalid', fields: ['email'] }, 400)
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('The Data you provided is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Please check this field')).toBeVisible();
  });
});
