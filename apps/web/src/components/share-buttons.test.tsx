import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './share-buttons';

const url = 'https://quitpot.test/supporter/support/p-1';

function renderButtons() {
  return render(
    <MantineProvider>
      <ShareButtons url={url} text="Support Grace on QuitPot" />
    </MantineProvider>,
  );
}

describe('ShareButtons', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("opens the device's share sheet where the Web Share API exists", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Support Grace on QuitPot',
      text: 'Support Grace on QuitPot',
      url,
    });
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('copies the link where there is no share sheet', async () => {
    const user = userEvent.setup();
    renderButtons();
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });
});
