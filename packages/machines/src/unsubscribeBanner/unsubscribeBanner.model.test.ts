import { modelPaths } from '../testing/modelPaths';
import { describeModel } from '../testing/replay';
import { unsubscribeBannerMachine } from './unsubscribeBanner.machine';

const paths = modelPaths(unsubscribeBannerMachine, {
  inputs: [{}],
  events: [
    { type: 'user.dismiss' },
    { type: 'xstate.after.UNSUBSCRIBE_BANNER_AUTO_DISMISS.unsubscribeBanner.visible' },
  ],
});

describeModel('unsubscribeBanner model', unsubscribeBannerMachine, paths, { compareContext: false });
