import type { Craving, CravingInsights as Insights } from '@quit/contracts/cravings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { CravingFlow } from './craving-flow';
import { CravingInsights } from './craving-insights';
import { DependenceCard } from './dependence-card';

const logged: Craving = {
  id: '6f1c1f3e-2d7a-4a44-9a53-6f4f2d9e1a10',
  loggedAt: '2026-11-22T14:10:00.000Z',
  strength: 3,
  trigger: 'stress',
  place: 'Office',
  rideOutSeconds: 276,
  helped: [],
  outcome: null,
  endedAt: null,
};

function renderFlow() {
  const fetchMock = stubFetch(
    on('POST', '/api/cravings', () => json(logged)),
    on('PATCH', `/api/cravings/${logged.id}`, () =>
      json({ ...logged, helped: ['breathing'], outcome: 'passed', endedAt: logged.loggedAt }),
    ),
  );
  renderWithProviders(
    <CravingFlow
      triggers={[{ value: 'stress', label: 'Stress' }]}
      scaleLabel={(value) =>
        ['not at all', 'slightly', 'moderately', 'very', 'extremely'][Number(value)] ?? value
      }
      reasons="For my daughter."
    />,
  );
  return fetchMock;
}

describe('CravingFlow', () => {
  it('logs a craving, rides it out, may finish early, and says what helped', async () => {
    const user = userEvent.setup();
    const fetchMock = renderFlow();
    await user.click(screen.getByRole('radio', { name: 'very' }));
    await user.type(screen.getByRole('textbox', { name: /Where are you/ }), 'Office');
    await user.click(screen.getByRole('button', { name: 'Ride it out' }));
    const ride = await screen.findByTestId('ride-out');
    expect(within(ride).getByTestId('ride-out-timer')).toHaveTextContent('Time left: 4:36');
    expect(within(ride).getByTestId('breathing-pacer')).toHaveTextContent('Breathe in');
    expect(within(ride).getByText('For my daughter.')).toBeInTheDocument();
    const [post] = requestsTo(fetchMock, '/api/cravings');
    expect(await post?.json()).toEqual({ strength: 3, trigger: null, place: 'Office' });
    await user.click(screen.getByRole('button', { name: 'It passed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Breathing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Every craving you ride out');
    const [patch] = requestsTo(fetchMock, `/api/cravings/${logged.id}`);
    expect(await patch?.json()).toEqual({ helped: ['breathing'], outcome: 'passed' });
  });

  it('meets a craving that ended in a cigarette with the slip help (C9)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      on('POST', '/api/cravings', () => json(logged)),
      on('PATCH', `/api/cravings/${logged.id}`, () =>
        json({ ...logged, outcome: 'smoked', endedAt: logged.loggedAt }),
      ),
    );
    renderWithProviders(
      <CravingFlow
        triggers={[]}
        scaleLabel={(value) => value}
        slipHelp={<p data-testid="slip-help-stub">slip help</p>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ride it out' }));
    await user.click(await screen.findByRole('button', { name: 'I smoked' }));
    expect(
      screen.getByRole('heading', { name: /One cigarette does not undo/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('slip-help-stub')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('seen only by you');
    const [patch] = requestsTo(fetchMock, `/api/cravings/${logged.id}`);
    expect(await patch?.json()).toEqual({ helped: [], outcome: 'smoked' });
  });

  it('refuses a place longer than 80 characters before sending', async () => {
    const user = userEvent.setup();
    const fetchMock = renderFlow();
    await user.type(screen.getByRole('textbox', { name: /Where are you/ }), 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Ride it out' }));
    expect(screen.getByText('At most 80 characters.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/cravings')).toHaveLength(0);
  });
});

describe('CravingInsights', () => {
  it('shows cravings by hour, triggers and what helped, in German too', async () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => (hour === 15 ? 2 : 0));
    const insights: Insights = {
      total: 2,
      passed: 1,
      smoked: 1,
      byHour,
      topTriggers: [{ key: 'stress', label: 'Stress', count: 2 }],
      helped: [{ key: 'walk', count: 1 }],
    };
    stubFetch(on('GET', '/api/cravings/insights', () => json(insights)));
    await i18n.changeLanguage('de');
    renderWithProviders(<CravingInsights />);
    expect(await screen.findByTestId('craving-summary')).toHaveTextContent(
      '2 Rauchverlangen eingetragen: 1 vorbei, 1 mit einer Zigarette geendet.',
    );
    expect(screen.getByLabelText('15 Uhr – 2 Rauchverlangen')).toBeInTheDocument();
    expect(screen.getByTestId('craving-triggers')).toHaveTextContent('Stress (2)');
    expect(screen.getByTestId('craving-helped')).toHaveTextContent('Bewegung, ein Spaziergang (1)');
  });
});

describe('DependenceCard', () => {
  it('offers the quitline, the doctor and the chat when the API says so', async () => {
    stubFetch(
      on('GET', '/api/dependence-help', () =>
        json({
          show: true,
          reason: 'fagerstrom',
          quitline: { country: 'GB', phone: '0300 123 1044' },
        }),
      ),
    );
    renderWithProviders(<DependenceCard />);
    const card = await screen.findByTestId('dependence-card');
    expect(card).toHaveTextContent('NHS Smokefree National Helpline (UK)');
    expect(within(card).getByTestId('quitline-phone')).toHaveAttribute('href', 'tel:03001231044');
    expect(card).toHaveTextContent('nicotine-free medication');
    expect(within(card).getByRole('link', { name: /chat/ })).toHaveAttribute(
      'href',
      '/participant/chat',
    );
  });

  it('shows nothing otherwise', async () => {
    const fetchMock = stubFetch(
      on('GET', '/api/dependence-help', () =>
        json({ show: false, reason: null, quitline: { country: 'DE', phone: '0800 8 31 31 31' } }),
      ),
    );
    renderWithProviders(<DependenceCard />);
    await vi.waitFor(() => expect(requestsTo(fetchMock, '/api/dependence-help')).toHaveLength(1));
    expect(screen.queryByTestId('dependence-card')).not.toBeInTheDocument();
  });
});
