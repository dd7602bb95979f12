export { Select, type SelectOptionItem, type SelectProps } from './Select';
