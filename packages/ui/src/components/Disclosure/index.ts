export { Disclosure, type DisclosureHeadingLevel, type DisclosureProps } from './Disclosure';
