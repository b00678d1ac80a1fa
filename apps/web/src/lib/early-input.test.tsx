import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setActEnvironment } from '@/testing/act-environment';
import { replayEarlyInput } from './early-input';

type Sent = { name: string; agree: boolean; via: string };

/** A small form as the app has them: controlled fields, a button and a submit reading the state. */
function Form({ sent }: { sent: Sent[] }) {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push({ name, agree, via: 'submit' });
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input
        aria-label="agree"
        type="checkbox"
        checked={agree}
        onChange={(e) => setAgree(e.target.checked)}
      />
      <button type="button" onClick={() => sent.push({ name, agree, via: 'click' })}>
        Next
      </button>
    </form>
  );
}

/** The prerendered markup, and what the visitor did before the code arrived (src/wake.ts). */
function prerendered(sent: Sent[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form sent={sent} />);
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement>('input[aria-label=name]')!;
  const box = container.querySelector<HTMLInputElement>('input[aria-label=agree]')!;
  const button = container.querySelector('button')!;
  const form = container.querySelector('form')!;
  field.value = 'Lise';
  box.checked = true;
  return { container, field, box, button, form };
}

/** Hydrates, then replays as the browser does: outside act(), React schedules as it does there. */
async function hydrate(container: HTMLElement, sent: Sent[]) {
  setActEnvironment(true);
  await act(async () => {
    hydrateRoot(container, <Form sent={sent} />);
  });
  setActEnvironment(false);
  await replayEarlyInput();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

afterEach(() => {
  document.body.innerHTML = '';
  window.quitpotEarlyInput = undefined;
});

describe('what a visitor did before the page was hydrated', () => {
  it('reaches the state: typed text and a ticked box, then the held click reads them', async () => {
    const sent: Sent[] = [];
    const { container, field, box, button } = prerendered(sent);
    window.quitpotEarlyInput = {
      typed: new Map([[field, 'Lise']]),
      toggled: new Map([[box, true]]),
      clicks: [button],
      submits: [],
    };
    await hydrate(container, sent);
    expect(sent).toEqual([{ name: 'Lise', agree: true, via: 'click' }]);
    expect(field.value).toBe('Lise');
    expect(box.checked).toBe(true);
    expect(window.quitpotEarlyInput).toBeUndefined();
  });

  it('sends a form submitted before, with what was typed', async () => {
    const sent: Sent[] = [];
    const { container, field, form } = prerendered(sent);
    window.quitpotEarlyInput = {
      typed: new Map([[field, 'Lise']]),
      toggled: new Map(),
      clicks: [],
      submits: [form],
    };
    await hydrate(container, sent);
    expect(sent).toEqual([{ name: 'Lise', agree: false, via: 'submit' }]);
  });

  it('is replayed once only, and skips what the app no longer shows', async () => {
    const sent: Sent[] = [];
    const { container, button } = prerendered(sent);
    const gone = document.createElement('button');
    let goneClicked = false;
    gone.addEventListener('click', () => (goneClicked = true));
    window.quitpotEarlyInput = {
      typed: new Map(),
      toggled: new Map(),
      clicks: [gone, button],
      submits: [],
    };
    await hydrate(container, sent);
    await replayEarlyInput();
    expect(goneClicked).toBe(false);
    expect(sent).toEqual([{ name: '', agree: false, via: 'click' }]);
  });
});
