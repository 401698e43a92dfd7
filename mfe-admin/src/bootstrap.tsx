// Standalone development: the remote on its own page, with the providers the shell normally gives it.
import { mountStandalone } from '@chess-portal/portal-kit';
import AdminApp from './export-app';

mountStandalone(AdminApp);
