export {
  CONSENT_TITLE,
  type DocumentDeliveryActor,
  DocumentDeliveryPanel,
  type DocumentDeliveryPanelProps,
} from './DocumentDeliveryPanel';
