export { Icon, type IconProps, type IconSize } from './Icon';
export type { LucideIcon } from './icons';
