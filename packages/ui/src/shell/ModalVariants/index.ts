export {
  GenericModal,
  type GenericModalProps,
  type GenericModalVariant,
  genericModalVariants,
} from './GenericModal';
