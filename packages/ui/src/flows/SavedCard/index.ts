export { cardBrandIconName, formatCardExpiry } from './cardBrand';
export {
  SavedCard,
  type SavedCardActor,
  SavedCardItem,
  type SavedCardItemProps,
  type SavedCardProps,
} from './SavedCard';
