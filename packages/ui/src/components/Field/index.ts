export type { FieldBaseProps } from './Field';
