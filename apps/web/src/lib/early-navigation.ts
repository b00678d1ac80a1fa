// What src/wake.ts does with the pages it fetches ahead (issue 31,
// docs/decisions/0085-first-tap-without-the-app.md): before the app's code has arrived, a tap on
// the language switch's other language, or on a link marked `data-prefetch`, shows that page at
// once when it has been fetched (else as soon as it is, or the browser follows the link as
// ever). Each page shown fetches its own ahead again.
import type { EarlyInput } from './early-input';
import {
  fetchPage,
  LANGUAGE_SWITCH,
  PREFETCHED_LINK,
  rememberLanguage,
  showPage,
  type FetchedPage,
} from './early-pages';

export function earlyNavigation(root: HTMLElement, early: EarlyInput, hydrating: () => boolean) {
  /** Fetched pages by address, or `language:<code>` for this page in another language. */
  let fetching = new Map<string, Promise<FetchedPage | null>>();
  const fetched = new Map<string, FetchedPage>();

  const remember = (key: string, page: Promise<FetchedPage | null>) => {
    fetching.set(key, page);
    void page.then((result) => result && fetching.get(key) === page && fetched.set(key, result));
  };

  function prefetch() {
    if (!hydrating() || fetching.size > 0) return;
    for (const radio of root.querySelectorAll<HTMLInputElement>(LANGUAGE_SWITCH)) {
      const key = `language:${radio.value}`;
      if (radio.value !== root.dataset['prerendered'] && !fetching.has(key)) {
        remember(key, fetchPage(location.pathname + location.search, radio.value));
      }
    }
    for (const link of root.querySelectorAll<HTMLAnchorElement>(PREFETCHED_LINK)) {
      const url = new URL(link.href);
      const key = url.pathname + url.search;
      if (url.origin === location.origin && !fetching.has(key)) remember(key, fetchPage(key));
    }
  }

  /**
   * Shows a fetched page: now when it is here, else when it arrives. When it cannot be shown
   * (not fetched, not a prerendered page, or the app came first), `otherwise` runs instead, unless
   * another page has been shown meanwhile.
   */
  function show(
    key: string,
    {
      then,
      otherwise,
      keepFields,
    }: { then: () => void; otherwise: () => void; keepFields: boolean },
  ): boolean {
    const ready = fetched.get(key);
    const pending = fetching.get(key);
    if (!ready && !pending) return false;
    const seen = root.firstChild;
    const shown = (page: FetchedPage | null) => {
      if (root.firstChild !== seen) return;
      if (!page || !hydrating() || !showPage(root, page, early, { keepFields })) {
        otherwise();
        return;
      }
      then();
      shownAt = address();
      fetching = new Map();
      fetched.clear();
      prefetch();
    };
    // At once when it is here (in the tap's own task), else when it arrives.
    if (ready) shown(ready);
    else void pending!.then(shown);
    return true;
  }

  /** A tap on the switch: true when the page in that language is (or may be) shown. */
  function switchLanguage(radio: HTMLInputElement): boolean {
    if (radio.value === root.dataset['prerendered']) return false;
    // Otherwise the tick wake.ts hands to the app switches the language.
    return show(`language:${radio.value}`, {
      then: () => rememberLanguage(root, radio.value),
      otherwise: () => undefined,
      keepFields: true,
    });
  }

  /** A plain click on a prefetched link: true when its page is (or will be) shown here. */
  function followLink(link: HTMLAnchorElement, event: MouseEvent): boolean {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return false;
    }
    if (link.target || link.hasAttribute('download') || link.origin !== location.origin) {
      return false;
    }
    const url = link.pathname + link.search;
    return show(url, {
      then: () => history.pushState(null, '', url + link.hash),
      otherwise: () => location.assign(link.href),
      keepFields: false,
    });
  }

  // Back and forward to another page than the one shown (not a #section of it): the browser
  // loads it, unless the app has come.
  const address = () => location.pathname + location.search;
  let shownAt = address();
  window.addEventListener('popstate', () => {
    if (hydrating() && address() !== shownAt) location.reload();
  });

  return { prefetch, switchLanguage, followLink };
}
