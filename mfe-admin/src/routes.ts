import type { RemoteRoute } from '@chess-portal/portal-kit';

/**
 * The paths the admin area renders; admins only. The shell reads this from './app' to route and
 * guard (CONVENTIONS.md, Module Federation). `/admin/*` claims the rest of the area, so an unknown
 * admin path is guarded too, then shows Not Found inside the admin layout.
 */
export const routes = [
  { path: '/admin', access: 'admin' },
  { path: '/admin/dashboard', access: 'admin' },
  { path: '/admin/users', access: 'admin' },
  { path: '/admin/applications', access: 'admin' },
  { path: '/admin/commissions', access: 'admin' },
  { path: '/admin/transaction-ids', access: 'admin' },
  { path: '/admin/settings', access: 'admin' },
  { path: '/admin/audit-log', access: 'admin' },
  { path: '/admin/outbox', access: 'admin' },
  { path: '/admin/*', access: 'admin' },
] as const satisfies readonly RemoteRoute[];

export type AdminPath = (typeof routes)[number]['path'];
