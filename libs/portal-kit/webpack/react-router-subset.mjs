// What the apps' bundles get for `react-router-dom`: the names they import, re-exported from react-router.
// react-router-dom is a shared singleton, and a shared module keeps every export (webpack cannot know what
// another app will ask for): 52 KB brotli on every first load. Provided from this file instead
// (app-config.js `sharedSingletons`), react-router keeps only what these names reach: 28 KB
// (`npm run bench`, first load and slow phone). A name missing here fails the build (exportsPresence).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
// react-router-dom's own: the data router's provider with react-dom's flushSync
export { RouterProvider } from 'react-router/dom';
