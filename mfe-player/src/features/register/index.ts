export { RegisterWizard } from './components/register-wizard';
