import { modelPaths } from '../graph/modelPaths';
import { describeModel } from '../graph/replay';
import { unsubscribeBannerMachine } from './unsubscribeBanner.machine';

const paths = modelPaths(unsubscribeBannerMachine, {
  inputs: [{}],
  events: [
    { type: 'user.dismiss' },
    { type: 'xstate.after.UNSUBSCRIBE_BANNER_AUTO_DISMISS.unsubscribeBanner.visible' },
  ],
});

describeModel('unsubscribeBanner model', unsubscribeBannerMachine, paths, { compareContext: false });
