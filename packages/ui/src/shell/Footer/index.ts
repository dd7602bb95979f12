export { Footer, type FooterProps } from './Footer';
export {
  FOOTER_GROUPS,
  type FooterGroup,
  type FooterLink,
  LEGAL_LINKS,
  SOCIAL_LINKS,
  type SocialLink,
} from './footerLinks';
