export * from './components/Accordion';
export * from './components/Avatar';
export * from './components/Banner';
export * from './components/Button';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/Disclosure';
export * from './components/Drawer';
export * from './components/Field';
export * from './components/Icon';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/LoadingOverlay';
export * from './components/Menu';
export * from './components/Modal';
export * from './components/PasswordField';
export * from './components/RadioGroup';
export * from './components/SegmentedControl';
export * from './components/Select';
export * from './components/Spinner';
export * from './components/Switch';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/VisuallyHidden';
export * from './flows/AccountRemoval';
export * from './flows/AccountSettings';
export * from './flows/AuthModal';
export * from './flows/ContactPreferences';
export * from './flows/DocumentDelivery';
export * from './flows/EmailLinkUnsubscribe';
export * from './flows/LoginPage';
export * from './flows/PasswordChange';
export * from './flows/Passwordless';
export * from './flows/PasswordReset';
export * from './flows/PaymentMethods';
export * from './flows/PhoneVerification';
export * from './flows/Profile';
export * from './flows/ProfilePicture';
export * from './flows/ProjectCommunications';
export * from './flows/SavedCard';
export * from './flows/SignupPage';
export * from './flows/SubscriptionTree';
export * from './flows/Survey';
export * from './flows/shared';
export * from './flows/shared/OtpCodeInput';
export { type BrandSettings, defaultBrand, useBrand } from './provider/brand';
export { HearthProvider, type HearthProviderProps } from './provider/HearthProvider';
export {
  LinkRouterProvider,
  type LinkRouterProviderProps,
  routedLinkOf,
  useRoutedLinkClicks,
  useRouterAnchorProps,
} from './provider/LinkRouterProvider';
export { type SitePage, type SitePaths, useSitePaths } from './provider/sitePaths';
export { type TextLimitName, type TextLimits, useTextLimits } from './provider/textLimits';
export * from './screens/EmailSubscriptionsPage';
export * from './shell/AudienceHeaders';
export * from './shell/DesktopHeader';
export * from './shell/Footer';
export * from './shell/MobileMenu';
export * from './shell/ModalVariants';
export * from './shell/PageBanners';
export * from './shell/SearchWait';
export * from './shell/SeoHeader';
export * from './shell/SettingsLayout';
export * from './shell/shared';
export { themeToCssVariables } from './theme/cssVariables';
export { GlobalStyle, ThemeVariables } from './theme/GlobalStyle';
export { createTheme, defaultTheme, type HearthTheme, media, type ThemeColors } from './theme/theme';
export { type ColorRole, type HearthTokens, tokens } from './theme/tokens';
export { useHearthTheme } from './theme/useHearthTheme';
export { vars } from './theme/vars';

/*
 * The names before each flow had one name through every room (machine, view, story, app wiring,
 * end-to-end test). They stay for one release; see the changelog for the list.
 */
import type { DocumentDeliveryActor } from './flows/DocumentDelivery';
import type { PhoneVerificationActor } from './flows/PhoneVerification';
import type { ProfileActor } from './flows/Profile';
import type { ProfilePictureActor } from './flows/ProfilePicture';
import type { SavedCardActor } from './flows/SavedCard';

/** @deprecated use `DocumentDeliveryActor` */
export type PaperlessActor = DocumentDeliveryActor;
/** @deprecated use `ProfilePictureActor` */
export type HeadshotUploadActor = ProfilePictureActor;
/** @deprecated use `ProfileActor` */
export type ProfileSaveActor = ProfileActor;
/** @deprecated use `PhoneVerificationActor` */
export type PhoneVerificationToastActor = PhoneVerificationActor;
/** @deprecated use `SavedCardActor` */
export type CardRemovalActor = SavedCardActor;
