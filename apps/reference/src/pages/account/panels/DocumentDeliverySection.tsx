import { DocumentDeliveryPanel } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { appDocumentDeliveryMachine } from '../../../flows/account/documentDelivery';
import type { AccountRecords } from '../../../flows/account/records';

/** Paperless document delivery for the viewed user. */
export function DocumentDeliverySection({ records }: { records: AccountRecords }) {
  const paperless = useActorRef(appDocumentDeliveryMachine, { input: { userId: records.user.userId } });
  return <DocumentDeliveryPanel actor={paperless} headingLevel={3} title="Paperless delivery" />;
}
