export {
  type CardRemovalEmitted,
  type CardRemovalEvent,
  type CardRemovalInput,
  cardRemovalMachine,
  type DeactivateCardInput,
} from './cardRemoval.machine';
