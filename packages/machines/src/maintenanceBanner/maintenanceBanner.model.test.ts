import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel } from '../testing/replay';
import { maintenanceBannerMachine, SPEC_MAINTENANCE_WINDOW } from './maintenanceBanner.machine';

const inside = SPEC_MAINTENANCE_WINDOW.start.getTime();
const outside = SPEC_MAINTENANCE_WINDOW.end.getTime();
const afterCheck = (state: string) => ({
  type: `xstate.after.DOWNTIME_CHECK_INTERVAL.maintenanceBanner.${state}`,
});

const paths = modelPaths(maintenanceBannerMachine, {
  inputs: [
    { window: SPEC_MAINTENANCE_WINDOW, now: () => inside },
    { window: SPEC_MAINTENANCE_WINDOW, now: () => outside },
  ],
  events: [
    { type: 'user.dismiss' },
    { type: 'api.windowLoaded', window: null } as EventObject,
    afterCheck('hidden'),
    afterCheck('visible'),
  ],
});

// The system under test is a real actor driven by real (fake-timer) time, checked against the model.
describeModel('maintenanceBanner model', maintenanceBannerMachine, paths, { compareContext: false });
