import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch, type Route } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { calendarFixture, programmeDayFixture } from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';

const SEMINAR = 's-3-morning';
const FIRST = `Write down your reasons (${SEMINAR})`;
const SECOND = `Drink a glass of water (${SEMINAR})`;

function stubTodos(...routes: Route[]) {
  const day = programmeDayFixture();
  return stubFetch(
    sessionRoute(sessionFixture()),
    ...routes,
    on('GET', '/api/resource/day/3', () => json(day)),
    on('GET', '/api/resource/unwatched', () => json({ seminars: day.seminars })),
    on('GET', '/api/programme/calendar', () => json(calendarFixture())),
  );
}

async function openTodos() {
  const user = userEvent.setup({ delay: null });
  renderApp(`/participant/resources?day=3&seminar=${SEMINAR}`);
  const player = await screen.findByTestId('seminar-player');
  const list = within(player).getByRole('list', { name: `To-dos of Morning of day 3` });
  return { user, list };
}

describe('seminar to-dos', () => {
  it('ticks a to-do at once, one request at a time, and keeps it when the API agrees', async () => {
    let release = () => {};
    const fetchMock = stubTodos(
      on('PUT', '/api/course-todo', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return json({ id: `${SEMINAR}-t1`, text: FIRST, ticked: true });
      }),
    );
    const { user, list } = await openTodos();
    const box = within(list).getByRole('checkbox', { name: FIRST });
    expect(box).not.toBeChecked();
    expect(within(list).getByRole('checkbox', { name: SECOND })).toBeChecked();

    await user.click(box);
    // Optimistic: checked before the API has answered.
    expect(box).toBeChecked();
    const [request] = requestsTo(fetchMock, '/api/course-todo');
    expect(request?.method).toBe('PUT');
    expect(await request?.json()).toEqual({ todoId: `${SEMINAR}-t1`, ticked: true });

    // A second click while the first is on its way sends nothing that could overtake it.
    await user.click(box);
    expect(box).toBeChecked();
    expect(requestsTo(fetchMock, '/api/course-todo')).toHaveLength(1);

    release();
    await waitFor(() => expect(requestsTo(fetchMock, '/api/course-todo')).toHaveLength(1));
    expect(box).toBeChecked();
    expect(screen.queryByTestId('todo-error')).not.toBeInTheDocument();
  });

  it('springs back and says "Todo could not be set" when the API refuses', async () => {
    stubTodos(
      on('PUT', '/api/course-todo', () =>
        json({ code: 'TODO_FAILED', message: 'Todo could not be set' }, 400),
      ),
    );
    const { user, list } = await openTodos();
    const box = within(list).getByRole('checkbox', { name: SECOND });
    await user.click(box);
    expect(await screen.findByTestId('todo-error')).toHaveTextContent('Todo could not be set');
    expect(box).toBeChecked();
  });

  it('says the same in German when the network fails', async () => {
    stubTodos(on('PUT', '/api/course-todo', () => new Response('bad gateway', { status: 502 })));
    await i18n.changeLanguage('de');
    const user = userEvent.setup({ delay: null });
    renderApp(`/participant/resources?day=3&seminar=${SEMINAR}`);
    const player = await screen.findByTestId('seminar-player');
    const box = within(player).getByRole('checkbox', { name: FIRST });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Aufgabe konnte nicht gespeichert werden',
    );
    expect(box).not.toBeChecked();
  });
});
