export { StoreNotices } from './StoreNotices';
