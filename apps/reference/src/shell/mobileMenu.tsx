// The mobile menu's own chunk: its modal, dialog and focus scope load when it first opens.
import { type MobileMenuProps, MobileMenu as SheetMenu } from '@hearth/ui';
import { useVisitorAuthLinks } from './visitorAuthLinks';

/** The menu, whose visitor Log in and Sign up work as the header's do. */
export function MobileMenu(props: Omit<MobileMenuProps, 'currentUrl' | 'onAuthRequest'>) {
  const { currentUrl, onAuthRequest } = useVisitorAuthLinks();
  return <SheetMenu {...props} currentUrl={currentUrl} onAuthRequest={onAuthRequest} />;
}
