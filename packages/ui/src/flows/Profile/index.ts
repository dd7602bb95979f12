export { ProfileForm, type ProfileFormProps } from './ProfileForm';
export {
  type AddressSuggestionsActor,
  StreetAddressField,
  type StreetAddressFieldProps,
} from './StreetAddressField';
export type { ProfileActor } from './useFieldErrors';
