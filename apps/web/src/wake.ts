// The only script a prerendered public page loads up front (issue 13,
// docs/decisions/0048-public-pages-load-code-on-demand.md). The page arrives with its
// text and CSS; reading it needs no code. The app's code (the entry named in `data-entry`) loads
// the first time the visitor reaches for the page — a pointer moving or pressing, a touch, a
// key, a focus, the wheel — and then hydrates the page. Until it has, what the visitor does is
// held, not lost: clicks on controls and form submissions are replayed afterwards, and text
// typed into fields and boxes ticked are handed to the app (src/lib/early-input.ts).
// Some taps answer at once without the app (issue 31, docs/decisions/0085-first-tap-without-the-app.md):
// the FAQ's native disclosures open, a chip or radio shows itself ticked, the language switch shows
// the page in the other language and a marked link's page (fetched when the browser is idle
// after load, src/lib/early-navigation.ts), and a held button looks busy until the app answers
// it. It stays a few KB.
import type { EarlyInput } from './lib/early-input';
import { earlyNavigation } from './lib/early-navigation';
import { LANGUAGE_SWITCH, PREFETCHED_LINK } from './lib/early-pages';

const TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
const CONTROL =
  'button, input, select, textarea, label, [role="button"], [role="radio"], ' +
  '[role="checkbox"], [role="switch"], [role="tab"], [role="combobox"], [role="option"]';
/** How long after load the pages a tap may ask for are fetched, unless the visitor comes first. */
const PREFETCH_AFTER_LOAD_MS = 4_000;
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

/** A held button's look until the app answers it (src/lib/early-input.ts takes it off). */
const BUSY_STYLE = '[data-early-busy]{opacity:.6;cursor:progress}';

function looksBusy(control: Element) {
  if (!document.getElementById('early-busy-style')) {
    const style = document.createElement('style');
    style.id = 'early-busy-style';
    style.textContent = BUSY_STYLE;
    document.head.append(style);
  }
  control.setAttribute('data-early-busy', '');
  control.setAttribute('aria-busy', 'true');
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
  const navigation = earlyNavigation(root, early, hydrating);
  for (const type of TRIGGERS)
    document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      if (!hydrating() || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>(PREFETCHED_LINK);
      if (link && root.contains(link) && navigation.followLink(link, event)) {
        event.preventDefault();
        return;
      }
      const control = event.target.closest(CONTROL);
      if (!control || !root.contains(control)) return;
      wake();
      // The page in the other language, if fetched; the tick below is the app's to act on if not.
      if (control instanceof HTMLInputElement && control.matches(LANGUAGE_SWITCH)) {
        navigation.switchLanguage(control);
      }
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
      if (!early.clicks.includes(control)) looksBusy(control);
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
  // The pages a tap may ask for: fetched once the visitor reaches for the page, or when the
  // browser is idle a moment after load (not while the page itself is still loading and painting).
  const prefetchWhenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(navigation.prefetch, { timeout: 2_000 })
      : setTimeout(navigation.prefetch, 0);
  const afterLoad = () => setTimeout(prefetchWhenIdle, PREFETCH_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  for (const type of TRIGGERS) {
    document.addEventListener(type, navigation.prefetch, {
      capture: true,
      passive: true,
      once: true,
    });
  }
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
