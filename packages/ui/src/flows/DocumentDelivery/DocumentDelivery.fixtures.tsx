/* Story helpers for Document delivery: actors of the real documentDelivery machine with a fake server. */
import {
  documentDeliveryMachine,
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
} from '@hearth/machines';
import { expect, userEvent } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { ViewerFrame } from '../ContactPreferences/ContactPreferences.fixtures';
import { DocumentDeliveryPanel } from './DocumentDeliveryPanel';

/** What a fake call does: answer, fail with an HTTP status, or hang. */
export type FakeCall = 'resolve' | 'reject' | 'pending';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

function fakeCall<T>(kind: FakeCall, value: () => T): Promise<T> {
  if (kind === 'pending') return new Promise<T>(() => {});
  if (kind === 'reject') return Promise.reject(httpError(500));
  return Promise.resolve(value());
}

export type DocumentDeliveryHarnessProps = {
  /** The email-notices flag the fake server holds; null is unknown (the section hides). */
  stored?: boolean | null;
  /** Without a user id the flag is not looked up and stays unknown. @default 42 */
  userId?: number | null;
  load?: FakeCall;
  save?: FakeCall;
  /** Called with what Save sends. */
  onSave?: (input: SaveEmailNoticesInput) => void;
  viewer?: 'owner' | 'curator';
};

/** The panel over a documentDelivery actor whose fake server stores the flag it is sent. */
export function DocumentDeliveryHarness({
  stored = true,
  userId = 42,
  load = 'resolve',
  save = 'resolve',
  onSave,
  viewer = 'owner',
}: DocumentDeliveryHarnessProps) {
  const actor = useStoryActor(() => {
    let server = stored;
    return createActor(
      documentDeliveryMachine.provide({
        actors: {
          loadEmailNotices: fromPromise<LoadEmailNoticesOutput, LoadEmailNoticesInput>(() =>
            fakeCall(load, () => ({ emailNoticesFlag: server })),
          ),
          saveEmailNotices: fromPromise<SaveEmailNoticesOutput, SaveEmailNoticesInput>(({ input }) => {
            onSave?.(input);
            return fakeCall(save, () => {
              server = input.emailNoticesFlag;
              return { emailNoticesFlag: server };
            });
          }),
        },
      }),
      { input: { userId } },
    );
  });
  return (
    <ViewerFrame viewer={viewer}>
      <DocumentDeliveryPanel actor={actor} />
    </ViewerFrame>
  );
}

/** Presses Tab until `target` has focus (at most `max` times), then checks it has. */
export async function tabTo(target: HTMLElement, max = 4) {
  for (let i = 0; i < max && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}
