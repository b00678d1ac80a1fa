// The app's router (record 0103): what it needs of one, in a few KB (React Router took 30 KB gz
// of every signed-in page's JavaScript).
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useRouter,
  useSearchParams,
  type LinkProps,
} from './components';
export {
  createBrowserRouter,
  createMemoryRouter,
  createStaticRouter,
  preloadRoutes,
  type Router,
} from './create-router';
export type { Location } from './history';
export { matchPath, matchRoutes, type RouteObject } from './match';
export { ScrollRestoration } from './scroll-restoration';
