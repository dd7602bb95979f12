import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import {
  type ContactPreferences,
  type ContactPreferencesInput,
  contactPreferencesMachine,
} from './contactPreferences.machine';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failure = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as EventObject;

const loaded: ContactPreferences = {
  mediaFromPros: { sms: false, email: true },
  mediaFromProduct: { sms: true, email: true },
};

const paths = modelPaths(contactPreferencesMachine, {
  inputs: [{ userId: 7 }] satisfies ContactPreferencesInput[],
  events: [
    done('loadPreferences', loaded),
    failure('loadPreferences'),
    { type: 'user.retry' },
    { type: 'user.changeMethod', row: 'mediaFromPros', method: 'text' } as EventObject,
    { type: 'user.save' },
    done('savePreferences', undefined),
    failure('savePreferences'),
  ],
});

describeModel('contactPreferences model', contactPreferencesMachine, paths, {
  sut: contactPreferencesMachine.provide({ actors: pendingActors(['loadPreferences', 'savePreferences']) }),
  compareContext: ({ error, mediaFromPros, mediaFromProduct }) => ({
    error,
    mediaFromPros,
    mediaFromProduct,
  }),
});
