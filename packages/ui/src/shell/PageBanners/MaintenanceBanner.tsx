'use client';

import type { maintenanceBannerMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { MaintenanceNotice, type MaintenanceNoticeProps } from './MaintenanceNotice';

export type MaintenanceBannerActor = ActorRefFrom<typeof maintenanceBannerMachine>;

export type MaintenanceBannerProps = Pick<MaintenanceNoticeProps, 'timeZone' | 'dismissLabel'> & {
  /**
   * A running `maintenanceBannerMachine` actor. The machine decides when the banner shows (inside
   * the window, rechecked every 60 s) and remembers a dismissal for the session.
   */
  actor: MaintenanceBannerActor;
};

/**
 * The flow view of the maintenance banner: shows `MaintenanceNotice` while the actor has the
 * `visible` tag; its close button sends `user.dismiss`.
 */
export function MaintenanceBanner({ actor, timeZone, dismissLabel }: MaintenanceBannerProps) {
  const scheduled = useSelector(actor, (snapshot) =>
    snapshot.hasTag('visible') ? snapshot.context.window : null,
  );
  if (!scheduled) return null;
  return (
    <MaintenanceNotice
      start={scheduled.start}
      end={scheduled.end}
      timeZone={timeZone}
      dismissLabel={dismissLabel}
      onDismiss={() => actor.send({ type: 'user.dismiss' })}
    />
  );
}
