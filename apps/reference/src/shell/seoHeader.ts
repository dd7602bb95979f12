// The search-engine landing pages' header, in a chunk of its own: other pages never load it.
export { SeoHeader } from '@hearth/ui';
