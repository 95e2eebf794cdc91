// The code of <eb-notification-host>, loaded with the first element of the page.
export { PageNotifications as component } from './PageNotifications';
export { pageNotificationsStyles as styles } from './page-notifications.styles';
