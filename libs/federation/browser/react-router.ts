/**
 * The router API the apps share (the `react-router` and `react-router-dom` share keys resolve here).
 * React Router 7 ships data routers, server rendering and RSC in one module; shared whole it was
 * about 60 KB of gzip on every page. Re-exporting the declarative API lets webpack drop the rest.
 * Need another export? Add it here; test/facades.test.ts fails for an app that imports a name this
 * list lacks. Tests import the package itself (Jest does not bundle), so MemoryRouter, which only
 * tests use, is not here.
 */
export {
  BrowserRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
} from 'hvac-react-router-impl';
