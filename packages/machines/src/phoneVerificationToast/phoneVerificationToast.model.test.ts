import { modelPaths } from '../testing/modelPaths';
import { describeModel } from '../testing/replay';
import {
  type PhoneVerificationToastInput,
  phoneVerificationToastMachine,
} from './phoneVerificationToast.machine';

const paths = modelPaths(phoneVerificationToastMachine, {
  inputs: [
    { state: 'SUCCESS', phoneVerified: true },
    { state: 'FAILURE', phoneVerified: true },
    { state: 'SUCCESS', phoneVerified: false },
    { state: null, phoneVerified: true },
  ] satisfies PhoneVerificationToastInput[],
  events: [
    { type: 'user.dismiss' },
    { type: 'xstate.after.PHONE_TOAST_AUTO_HIDE.phoneVerificationToast.shown' },
  ],
});

describeModel('phoneVerificationToast model', phoneVerificationToastMachine, paths, {
  titleWithInput: true,
  compareContext: (context) => context.message,
});
