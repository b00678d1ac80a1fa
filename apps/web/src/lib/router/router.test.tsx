import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  Link,
  matchPath,
  matchRoutes,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from './index';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const page = (name: string) => () => <h1>{name}</h1>;

describe('matchPath', () => {
  it('takes decoded params, any letter case and a trailing slash', () => {
    expect(matchPath('/admin/people/:userId', '/Admin/People/a%20b/')).toEqual({
      params: { userId: 'a b' },
    });
    expect(matchPath('/admin/people/:userId', '/admin/people')).toBeNull();
    expect(matchPath('/admin/people/:userId', '/admin/people/a/b')).toBeNull();
    expect(matchPath('/', '/')).toEqual({ params: {} });
    expect(matchPath('/', '/about')).toBeNull();
    expect(matchPath('*', '/a/b')).toEqual({ params: { '*': 'a/b' } });
  });
});

describe('matchRoutes', () => {
  const routes: RouteObject[] = [
    {
      children: [
        { path: '*', Component: page('not found') },
        { path: '/people/:id', Component: page('person') },
        { path: '/people/new', Component: page('new person') },
      ],
    },
  ];
  it('picks the most specific page: static over a param over the catch-all', () => {
    expect(matchRoutes(routes, '/people/new')?.at(-1)?.route.path).toBe('/people/new');
    expect(matchRoutes(routes, '/people/7')?.at(-1)?.params).toEqual({ id: '7' });
    expect(matchRoutes(routes, '/elsewhere')?.at(-1)?.route.path).toBe('*');
    expect(matchRoutes(routes, '/people/7')).toHaveLength(2); // the layout, then the page
  });
});

function Layout() {
  const location = useLocation();
  return (
    <>
      <nav>
        <Link to="/slow">slow</Link>
        <Link to="/fast">fast</Link>
        <Link to="/search?q=1#top">search</Link>
        <Link to="/fast" target="_blank">
          new tab
        </Link>
      </nav>
      <p data-testid="where">{location.pathname + location.search}</p>
      <Outlet />
    </>
  );
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button onClick={() => setParams({ q: String(Number(params.get('q')) + 1) })}>
      q={params.get('q')}
    </button>
  );
}

function Failed() {
  const error = useRouteError();
  return <p role="alert">failed: {error instanceof Error ? error.message : String(error)}</p>;
}

function Person() {
  return <h1>person {useParams()['id']}</h1>;
}

function setUp(slow: Promise<{ Component: () => React.JSX.Element }>) {
  const routes: RouteObject[] = [
    {
      Component: Layout,
      ErrorBoundary: Failed,
      HydrateFallback: () => <p>loading</p>,
      children: [
        { path: '/', Component: page('home') },
        { path: '/slow', lazy: () => slow },
        { path: '/fast', lazy: () => Promise.resolve({ Component: page('fast') }) },
        { path: '/search', Component: Search },
        { path: '/people/:id', Component: Person },
        {
          path: '/broken',
          lazy: () => Promise.reject(new Error('chunk gone')),
        },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the router', () => {
  it("keeps the page on screen until the next page's code is here", async () => {
    const slow = deferred<{ Component: () => React.JSX.Element }>();
    const router = setUp(slow.promise);
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await act(async () => slow.resolve({ Component: page('slow page') }));
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/slow');
  });

  it('lets the later of two navigations win', async () => {
    const slow = deferred<{ Component: () => React.JSX.Element }>();
    const router = setUp(slow.promise);
    await userEvent.click(screen.getByRole('link', { name: 'slow' }));
    await userEvent.click(screen.getByRole('link', { name: 'fast' }));
    expect(await screen.findByRole('heading', { name: 'fast' })).toBeInTheDocument();
    await act(async () => slow.resolve({ Component: page('slow page') }));
    expect(router.state.location.pathname).toBe('/fast');
    expect(screen.queryByRole('heading', { name: 'slow page' })).not.toBeInTheDocument();
  });

  it('leaves a link for a new tab to the browser', async () => {
    const router = setUp(deferred<never>().promise);
    const link = screen.getByRole('link', { name: 'new tab' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'fast' }).dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('changes the query of the page it is on, and goes back', async () => {
    const router = setUp(deferred<never>().promise);
    await userEvent.click(screen.getByRole('link', { name: 'search' }));
    expect(router.state.location.hash).toBe('#top');
    await userEvent.click(await screen.findByRole('button', { name: 'q=1' }));
    expect(await screen.findByRole('button', { name: 'q=2' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=2');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('button', { name: 'q=1' })).toBeInTheDocument();
  });

  it('gives a page the params of its address', async () => {
    const router = setUp(deferred<never>().promise);
    await act(() => router.navigate('/people/a%2Fb'));
    expect(await screen.findByRole('heading', { name: 'person a/b' })).toBeInTheDocument();
  });

  it("shows the root's error boundary when a page's code fails to load, and recovers", async () => {
    const router = setUp(deferred<never>().promise);
    await act(() => router.navigate('/broken'));
    expect(await screen.findByRole('alert')).toHaveTextContent('failed: chunk gone');
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('shows the fallback until the first page is here', async () => {
    const slow = deferred<{ Component: () => React.JSX.Element }>();
    const routes: RouteObject[] = [
      {
        Component: Outlet,
        HydrateFallback: () => <p>loading</p>,
        children: [{ path: '/slow', lazy: () => slow.promise }],
      },
    ];
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/slow'] })} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => slow.resolve({ Component: page('slow page') }));
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
  });
});

describe('scroll restoration', () => {
  function ScrolledLayout() {
    return (
      <>
        <ScrollRestoration />
        <Outlet />
      </>
    );
  }

  it('starts a new page at its top or its #section, and returns to where back left it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const routes: RouteObject[] = [
      {
        Component: ScrolledLayout,
        children: [
          { path: '/', Component: page('list') },
          { path: '/detail', Component: () => <h1 id="part">detail</h1> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'list' });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    scrollTo.mockClear();

    await act(() => router.navigate('/detail'));
    await screen.findByRole('heading', { name: 'detail' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, top: 0, behavior: 'instant' });

    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(90);
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'list' });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, top: 640, behavior: 'instant' });

    await act(() => router.navigate('/detail#part'));
    await screen.findByRole('heading', { name: 'detail' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(
      screen.getByRole('heading', { name: 'detail' }),
    );
  });
  it('returns to where back left it once the page has grown that tall, until the person scrolls', async () => {
    // The page is 300 px scrollable until its later parts render (record 0106).
    let most = 300;
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation(((to: ScrollToOptions) => (y = Math.min(to.top ?? y, most))) as never);
    const grew: (() => void)[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grew.push(callback);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const routes: RouteObject[] = [
      {
        Component: ScrolledLayout,
        children: [
          { path: '/', Component: page('list') },
          { path: '/detail', Component: page('detail') },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'list' });
    y = 640;
    await act(() => router.navigate('/detail'));
    await screen.findByRole('heading', { name: 'detail' });

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'list' });
    expect(y).toBe(300); // as far as the page allowed
    most = 2_000;
    grew.at(-1)!();
    expect(y).toBe(640);
    expect(disconnect).toHaveBeenCalled();

    // Again, but the person scrolls before the page has grown: it is left where they put it.
    most = 300;
    await act(() => router.navigate('/detail'));
    await act(() => router.navigate('/'));
    y = 640;
    await act(() => router.navigate('/detail'));
    await screen.findByRole('heading', { name: 'detail' });
    disconnect.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'list' });
    expect(y).toBe(300);
    window.dispatchEvent(new WheelEvent('wheel'));
    expect(disconnect).toHaveBeenCalled();
    scrollTo.mockClear();
    most = 2_000;
    expect(scrollTo).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
