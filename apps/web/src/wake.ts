// The only script a prerendered public page loads up front (issue 13,
// docs/decisions/0048-public-pages-load-code-on-demand.md). The page arrives with its
// text and CSS; reading it needs no code. The app's code (the entry named in `data-entry`) loads
// the first time the visitor reaches for the page — a pointer moving or pressing, a touch, a
// key, a focus, the wheel — and then hydrates the page. Until it has, what the visitor does is
// held, not lost: clicks on controls and form submissions are replayed afterwards, and text
// typed into fields and boxes ticked are handed to the app (src/lib/early-input.ts). It imports
// a type only, so it stays a few hundred bytes.
import type { EarlyInput } from './lib/early-input';

const TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
const CONTROL =
  'button, input, select, textarea, label, summary, [role="button"], [role="radio"], ' +
  '[role="checkbox"], [role="switch"], [role="tab"], [role="combobox"], [role="option"]';
const TEXT_TYPES = new Set(['text', 'email', 'tel', 'number', 'password', 'search', 'url', '']);

const root = document.getElementById('root');
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset['entry'];
const early: EarlyInput = { clicks: [], toggled: new Map(), submits: [], typed: new Map() };
window.quitpotEarlyInput = early;

const hydrating = () => root?.hasAttribute('data-hydrating') === true;

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TEXT_TYPES.has(element.type);
}

function isToggle(element: Element): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
  );
}

let woken = false;
function wake() {
  if (woken || !entry) return;
  woken = true;
  for (const type of TRIGGERS) document.removeEventListener(type, wake, true);
  import(/* @vite-ignore */ entry).catch(() => {
    // The code could not load (offline, a deploy replaced it): the page's links still work, and
    // a reload brings the current code.
    woken = false;
  });
}

if (root && entry) {
  for (const type of TRIGGERS)
    document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      if (!hydrating() || !(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROL);
      if (!control || !root.contains(control)) return;
      wake();
      // A checkbox or radio changes at once, as without any script; the app takes it over.
      if (isToggle(control)) {
        early.toggled.set(control, control.checked);
        return;
      }
      // Links work without the app's code; a click into a text field only places the caret; a
      // label's click goes on to its field.
      if (isTextField(control) || (control instanceof HTMLLabelElement && control.control)) return;
      event.preventDefault();
      event.stopPropagation();
      early.clicks.push(control);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      if (!hydrating() || !(event.target instanceof HTMLFormElement)) return;
      // Never the browser's own submission: it would put the fields into the address.
      event.preventDefault();
      if (!early.submits.includes(event.target)) early.submits.push(event.target);
      wake();
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      if (hydrating() && event.target instanceof Element && isTextField(event.target)) {
        early.typed.set(event.target, event.target.value);
      }
    },
    true,
  );
}
