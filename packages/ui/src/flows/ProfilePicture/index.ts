export {
  type ProfilePictureActor,
  ProfilePictureCard,
  type ProfilePictureCardProps,
  photoMessages,
} from './ProfilePictureCard';
