import type { SelectOptionItem } from './Select';

/** The services of the Select stories. */
export const services: SelectOptionItem[] = [
  { id: 'plumbing', label: 'Plumbing' },
  { id: 'electrical', label: 'Electrical' },
  { id: 'painting', label: 'Painting' },
  { id: 'roofing', label: 'Roofing' },
];
