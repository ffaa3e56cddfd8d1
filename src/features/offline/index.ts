export { OfflineStatus, StoreNotices } from './StoreNotices';
