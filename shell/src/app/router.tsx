import { LoadingBlock } from '@chess-portal/portal-kit';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AreaRoute } from './routes/area-route';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * The sign-in screen is a chunk of its own (the form and its zod schema): a signed-in first load never fetches it.
 * Its name is the edge's to preload on /login (webpack.config.js `pages`).
 */
const LoginRoute = lazy(() =>
  import(/* webpackChunkName: "page-login" */ './routes/login/login-route').then((m) => ({ default: m.LoginRoute })),
);
/** So is the landing page: a first load of a remote's page (/tournaments) never fetches it (its JS budget). */
const LandingRoute = lazy(() =>
  import(/* webpackChunkName: "page-landing" */ './routes/landing').then((m) => ({ default: m.LandingRoute })),
);

/** product.md §2: puzzle screens are not shown; these paths, and /dashboard, go to /tournaments. */
export const redirectsToTournaments = [
  '/dashboard',
  '/puzzle-competitions',
  '/create-puzzle-competition',
  '/organizer/puzzles',
  '/organizer/create-puzzle-competition',
  '/organizer/puzzles/:id',
  '/live-event/:competitionId',
];

/** The shell's own screens; every other path goes to the remote whose declared routes claim it (AreaRoute). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        element: (
          <Suspense fallback={<LoadingBlock label="Loading..." />}>
            <LandingRoute />
          </Suspense>
        ),
      },
      {
        path: '/login',
        element: (
          <Suspense fallback={<LoadingBlock label="Loading..." />}>
            <LoginRoute />
          </Suspense>
        ),
      },
      ...redirectsToTournaments.map((path) => ({ path, element: <Navigate to="/tournaments" replace /> })),
      { path: '*', element: <AreaRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
