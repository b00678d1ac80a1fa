import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { HealthLabel } from '../../programme/components/health-label';
import { HealthTimeline } from './health-timeline';

const reached = () =>
  within(screen.getByTestId('health-timeline'))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.state === 'reached');

afterEach(() => vi.useRealTimers());

describe('the recovery timeline on the one health clock (issue 30)', () => {
  it('counts the diary days, not the device clock, and says its rule (English)', () => {
    // A device clock years ahead of the product's moves nothing.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2040-01-01T12:00:00Z') });
    renderWithProviders(<HealthTimeline started smokeFreeDays={2} />);
    // Day 3 with two smoke-free diary days: 20 minutes, 12 hours and 2 days reached.
    expect(reached()).toHaveLength(3);
    expect(reached().at(-1)).toHaveTextContent('2 days');
    expect(screen.getByTestId('health-clock-rule')).toHaveTextContent(
      'One health clock: each day your diary says you did not smoke counts as a full smoke-free day.',
    );
  });

  it('agrees with the dashboard health label on the next milestone (German)', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(
      <>
        <HealthTimeline started smokeFreeDays={3} />
        <HealthLabel smokeFreeDays={3} />
      </>,
    );
    const next = within(screen.getByTestId('health-timeline'))
      .getAllByRole('listitem')
      .find((item) => item.dataset.state === 'next');
    expect(next).toHaveTextContent('2 Wochen');
    expect(screen.getByTestId('next-milestone')).toHaveTextContent('nach 2 Wochen rauchfrei');
    for (const rule of screen.getAllByTestId('health-clock-rule')) {
      expect(rule).toHaveTextContent(
        'Eine Gesundheitsuhr: Jeder Tag, an dem du im Tagebuch eingetragen hast',
      );
    }
  });

  it('reaches nothing before the course has begun, and says when it starts', () => {
    renderWithProviders(<HealthTimeline started={false} smokeFreeDays={0} />);
    expect(reached()).toHaveLength(0);
    expect(screen.getByTestId('health-clock-rule')).toHaveTextContent(
      'Your milestones begin with the first smoke-free day in your course diary.',
    );
  });
});
