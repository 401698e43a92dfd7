export { MoneyPage } from './components/money-page';
