export {
  type HeadshotUploadActor,
  ProfilePictureCard,
  type ProfilePictureCardProps,
  photoMessages,
} from './ProfilePictureCard';
