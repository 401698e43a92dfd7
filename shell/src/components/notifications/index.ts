export { NotificationsMenu } from './notifications-menu';
