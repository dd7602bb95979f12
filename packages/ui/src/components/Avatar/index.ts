export { AVATAR_SIZES, Avatar, type AvatarProps, type AvatarSize } from './Avatar';
