/** What src/wake.ts holds of a visitor's doings before hydration (`window.quitpotEarlyInput`). */
export type EarlyInput = {
  /** Controls clicked before the page was hydrated, in order. */
  clicks: Element[];
  /** Checkboxes and radios the visitor set before the page was hydrated, and to what. */
  toggled: Map<HTMLInputElement, boolean>;
  /** Forms submitted (Enter in a field, a submit button) before the page was hydrated. */
  submits: HTMLFormElement[];
  /** Text fields typed into before the page was hydrated, with what they held. */
  typed: Map<HTMLInputElement | HTMLTextAreaElement, string>;
};

declare global {
  interface Window {
    quitpotEarlyInput?: EarlyInput;
  }
}

/**
 * Marks #root as taken over by the app (src/lib/early-pages.ts's APP_STARTED, written here again
 * so that wake.ts shares no chunk with the app): a page fetched early is no longer shown in place
 * of the one the app is about to hydrate (record 0091).
 */
export const APP_STARTED = 'data-app-started';

export function markAppStarted(root: HTMLElement): void {
  root.setAttribute(APP_STARTED, '');
}

/**
 * What a visitor did on a prerendered page before its code had hydrated it (src/wake.ts holds
 * it), handed to the app once it has: the text typed into fields reaches the fields' state, then
 * the boxes ticked reach theirs, then the held clicks and submissions happen, in the order they
 * were made. Elements the app did not keep (it rendered the page afresh, e.g. in another language)
 * are skipped.
 */
export async function replayEarlyInput(): Promise<void> {
  const early = window.quitpotEarlyInput;
  if (!early) return;
  window.quitpotEarlyInput = undefined;
  // The held controls looked busy (src/wake.ts): the app answers them now.
  for (const control of early.clicks) {
    control.removeAttribute('data-early-busy');
    control.removeAttribute('aria-busy');
  }
  for (const [field, value] of early.typed) {
    if (field.isConnected && value !== '') handToApp(field, value);
  }
  for (const [box, checked] of early.toggled) {
    if (box.isConnected) handToggleToApp(box, checked);
  }
  // Each step after React has rendered the one before: a click's handler reads the typed text.
  for (const control of early.clicks) {
    await rendered();
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
  for (const form of early.submits) {
    await rendered();
    if (form.isConnected) form.requestSubmit();
  }
}

/** React renders the updates of an input or click event in a microtask; a task comes after. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * React keeps the last value it saw on the element itself and answers an `input` event only
 * when the field's value differs from it. So: the value React saw is emptied (the element's own
 * setter), the typed text is written past it (the prototype's setter), and the event tells React.
 */
function handToApp(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The same for a checkbox or radio, whose change React learns from a click: the box is set to the
 * opposite of what the visitor chose (the element's own setter, so React sees that), and a click
 * then sets it as they chose.
 */
function handToggleToApp(box: HTMLInputElement, checked: boolean): void {
  box.checked = !checked;
  box.click();
}
