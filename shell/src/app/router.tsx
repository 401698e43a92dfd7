import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AreaRoute } from './routes/area-route';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login/login-route';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** SPEC §2: puzzle screens are not shown; these paths, and /dashboard, go to /tournaments. */
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
      { index: true, element: <LandingRoute /> },
      { path: '/login', element: <LoginRoute /> },
      ...redirectsToTournaments.map((path) => ({ path, element: <Navigate to="/tournaments" replace /> })),
      { path: '*', element: <AreaRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
