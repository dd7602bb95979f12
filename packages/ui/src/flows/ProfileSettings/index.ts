export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export {
  type AddressSuggestionsActor,
  StreetAddressField,
  type StreetAddressFieldProps,
} from './StreetAddressField';
export type { ProfileSaveActor } from './useFieldErrors';
