import { screen } from '@testing-library/react';
import { ENCOURAGEMENT_MAX } from '@quit/domain/chat';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { EncouragementForm } from './encouragement-form';

describe("the supporter card's encouragement form", () => {
  it('names the participant in its hint, with no raw placeholder', async () => {
    renderWithProviders(<EncouragementForm participantId="p1" name="Paula P." />);
    const hint = await screen.findByText(/^A short message for Paula P\.'s dashboard/);
    expect(hint).toHaveTextContent(
      `A short message for Paula P.'s dashboard, at most ${ENCOURAGEMENT_MAX} characters. Paula P. sees only`,
    );
    expect(document.body.textContent).not.toContain('{{');
  });

  it('names the participant in German too', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(<EncouragementForm participantId="p1" name="Paula P." />);
    const hint = await screen.findByText(/^Eine kurze Nachricht für das Dashboard von Paula P\./);
    expect(hint).toHaveTextContent('Paula P. sieht nur deinen Vornamen');
    expect(document.body.textContent).not.toContain('{{');
  });
});
