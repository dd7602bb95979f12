export {
  CONSENT_TITLE,
  DocumentDeliveryPanel,
  type DocumentDeliveryPanelProps,
  type PaperlessActor,
} from './DocumentDeliveryPanel';
