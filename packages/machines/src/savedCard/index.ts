export {
  type DeactivateCardInput,
  type SavedCardEmitted,
  type SavedCardEvent,
  type SavedCardInput,
  savedCardMachine,
} from './savedCard.machine';
