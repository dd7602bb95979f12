import { DocumentDeliveryPanel } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { appPaperlessMachine } from '../../../flows/account/paperless';
import type { AccountRecords } from '../../../flows/account/records';

/** Paperless document delivery for the viewed user. */
export function DocumentDeliverySection({ records }: { records: AccountRecords }) {
  const paperless = useActorRef(appPaperlessMachine, { input: { userId: records.user.userId } });
  return <DocumentDeliveryPanel actor={paperless} headingLevel={3} title="Paperless delivery" />;
}
