import { modelPaths } from '../testing/modelPaths';
import { describeModel } from '../testing/replay';
import { type PhoneVerificationInput, phoneVerificationMachine } from './phoneVerification.machine';

const paths = modelPaths(phoneVerificationMachine, {
  inputs: [
    { state: 'SUCCESS', phoneVerified: true },
    { state: 'FAILURE', phoneVerified: true },
    { state: 'SUCCESS', phoneVerified: false },
    { state: null, phoneVerified: true },
  ] satisfies PhoneVerificationInput[],
  events: [{ type: 'user.dismiss' }, { type: 'xstate.after.PHONE_TOAST_AUTO_HIDE.phoneVerification.shown' }],
});

describeModel('phoneVerification model', phoneVerificationMachine, paths, {
  titleWithInput: true,
  compareContext: (context) => context.message,
});
