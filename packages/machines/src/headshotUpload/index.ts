export {
  type ChosenFile,
  type CreateUserImageInput,
  type HeadshotUploadEvent,
  type HeadshotUploadInput,
  headshotUploadMachine,
  isImageFile,
  type LoadImagesInput,
  newestImage,
  type UploadImageInput,
  type UploadImageOutput,
  type UserImage,
} from './headshotUpload.machine';
