// react-admin's notification alone, for LazyNotification's dynamic import
export { Notification as default } from 'react-admin';
