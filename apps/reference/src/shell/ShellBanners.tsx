import { maintenanceBannerMachine } from '@hearth/machines';
import { MaintenanceBanner, PageExpiredBanner } from '@hearth/ui';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { SessionContext, useSession } from '../session/SessionProvider';
import { loadMaintenanceWindow } from './shellData';
import { useAsync } from './useAsync';

/** The page-expired banner (after a CSRF error) and the maintenance banner (the API's window). */
export function ShellBanners() {
  const session = SessionContext.useActorRef();
  const { pageExpired } = useSession('pageExpired');
  const maintenance = useActorRef(maintenanceBannerMachine, { input: { window: null } });
  const window = useAsync(loadMaintenanceWindow, []);
  useEffect(() => {
    if (window !== undefined) maintenance.send({ type: 'api.windowLoaded', window });
  }, [maintenance, window]);
  return (
    <>
      {pageExpired && <PageExpiredBanner onRefresh={() => session.send({ type: 'user.refresh' })} />}
      <MaintenanceBanner actor={maintenance} />
    </>
  );
}
