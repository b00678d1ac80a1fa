import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/testing/fetch';
import { webappConfig } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SandboxBadge } from './sandbox-badge';

describe('sandbox badge', () => {
  it('shows when payments run in the sandbox', async () => {
    stubFetch(() =>
      json({ ...webappConfig, sandbox: { ...webappConfig.sandbox, payments: true } }),
    );
    renderWithProviders(<SandboxBadge />);
    expect(await screen.findByText('Sandbox mode')).toBeInTheDocument();
  });

  it('stays hidden with real payments', async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<SandboxBadge />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('Sandbox mode')).not.toBeInTheDocument();
  });
});
