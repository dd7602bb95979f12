export {
  type AccountRemovalEmitted,
  type AccountRemovalEvent,
  type AccountRemovalInput,
  accountRemovalMachine,
  removalReasonToSend,
  type SendRemovalRequestInput,
} from './accountRemoval.machine';
