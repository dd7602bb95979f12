export { SearchWait, type SearchWaitProps } from './SearchWait';
