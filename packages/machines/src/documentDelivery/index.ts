export {
  type DocumentDeliveryInput,
  documentDeliveryMachine,
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
} from './documentDelivery.machine';
