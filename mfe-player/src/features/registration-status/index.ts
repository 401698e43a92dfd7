export { RegistrationStatusPage } from './components/registration-status-page';
