import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstScreen, FirstScreen } from './first-screen';

function Page() {
  return (
    <FirstScreen>
      <p>Today</p>
      <AfterFirstScreen>
        <p>Progress</p>
      </AfterFirstScreen>
    </FirstScreen>
  );
}

describe('FirstScreen (record 0106)', () => {
  afterEach(() => vi.useRealTimers());

  it('commits the first screen alone, and the rest after the frame with it was painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(<Page />);
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.queryByText('Progress')).toBeNull();
    // The frame's callbacks (just before it is painted): still the first screen alone.
    await act(async () => vi.advanceTimersToNextFrame());
    expect(screen.queryByText('Progress')).toBeNull();
    // The task posted from the frame runs after the paint: now the rest renders.
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getByText('Progress')).toBeInTheDocument();
  });

  it('renders at once outside a page that splits its first screen', () => {
    render(
      <AfterFirstScreen>
        <p>Progress</p>
      </AfterFirstScreen>,
    );
    expect(screen.getByText('Progress')).toBeInTheDocument();
  });

  it('does not wait for a frame in a hidden tab (none is painted there)', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    render(<Page />);
    expect(screen.queryByText('Progress')).toBeNull();
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getByText('Progress')).toBeInTheDocument();
    visibility.mockRestore();
  });
});
