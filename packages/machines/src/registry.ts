import type { AnyStateMachine } from 'xstate';
import { maintenanceBannerMachine } from './maintenanceBanner/maintenanceBanner.machine';

/** Every flow's machine by folder name: drives the diagram check and the Storybook Flows pages. */
export const machines: Record<string, AnyStateMachine> = {
  maintenanceBanner: maintenanceBannerMachine,
};
