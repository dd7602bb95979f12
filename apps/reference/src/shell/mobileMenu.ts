// The mobile menu's own chunk: its modal, dialog and focus scope load when it first opens.
export { MobileMenu } from '@hearth/ui';
