/* Story helpers for SignupPage: the page over an actor of the real signupPage machine, fake calls. */
import {
  type SendCodeInput,
  type SendCodeResult,
  type SignupPageValues,
  type SignupResult,
  signupPageMachine,
  type VerifyCodeInput,
  type VerifyCodeResult,
} from '@hearth/machines';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { SignupPage } from './SignupPage';

export const validValues: SignupPageValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

/** What the fake sendCode does: resolve, resolve announcing a cooldown, fail, or never answer. */
/** `resendPending`: the first code is sent, a code sent again never answers. */
export type SendBehaviour = 'sent' | 'cooldown' | 'fails' | 'pending' | 'resendPending';
/** What the fake verifyCode does: accept, reject the code, fail, lock the step, or never answer. */
export type VerifyBehaviour = 'accepts' | 'rejects' | 'fails' | 'locks' | 'pending';
/** What the fake createAccount does. */
export type CreateBehaviour = 'created' | 'accountExists' | 'fieldErrors' | 'fails' | 'pending';

export type SignupPageHarnessProps = {
  /** The form's values when the page opens. */
  values?: Partial<SignupPageValues>;
  /** Query insuranceFlow=true. */
  showInsuranceLink?: boolean;
  send?: SendBehaviour;
  verify?: VerifyBehaviour;
  create?: CreateBehaviour;
  /** The cooldown a 'cooldown' send announces (cooldownSeconds). @default 30 */
  cooldownSeconds?: number;
  /** The lock a 'locks' verify announces (lockedForSeconds). @default 300 */
  lockoutSeconds?: number;
  /** The countdown step; the machine's is 1000 ms. A huge value holds the countdown still. */
  tickMs?: number;
  loginHref?: string;
  /** The machine's `redirect`, which the app follows. */
  onRedirect?: (to: string) => void;
  /** Every fake call, with its input. */
  onCall?: (name: string, input: unknown) => void;
  onActor?: (actor: AnyActorRef) => void;
};

/** An error as the data layer throws it: a message and the HTTP status, plus any limits. */
const httpError = (status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`HTTP ${status}`), { status, ...extra });
const never = () => new Promise<never>(() => {});

/** The sign-up page over a `signupPageMachine` actor whose calls are fakes. */
export function SignupPageHarness({
  values = {},
  showInsuranceLink = false,
  send = 'sent',
  verify = 'accepts',
  create = 'created',
  cooldownSeconds = 30,
  lockoutSeconds = 300,
  tickMs,
  loginHref,
  onRedirect,
  onCall,
  onActor,
}: SignupPageHarnessProps) {
  const actor = useStoryActor(() => {
    let sends = 0;
    const machine = signupPageMachine.provide({
      actors: {
        sendCode: fromPromise<SendCodeResult, SendCodeInput>(async ({ input }) => {
          onCall?.('sendCode', input);
          sends += 1;
          if (send === 'pending' || (send === 'resendPending' && sends > 1)) return never();
          if (send === 'fails') throw httpError(503);
          return send === 'cooldown' ? { kind: 'sent', cooldownSeconds } : { kind: 'sent' };
        }),
        verifyCode: fromPromise<VerifyCodeResult, VerifyCodeInput>(async ({ input }) => {
          onCall?.('verifyCode', input);
          if (verify === 'pending') return never();
          if (verify === 'fails') throw httpError(500);
          if (verify === 'locks') return { kind: 'locked', lockedForSeconds: lockoutSeconds };
          return { kind: verify === 'accepts' ? 'accepted' : 'rejected' };
        }),
        createAccount: fromPromise<SignupResult, SignupPageValues>(async ({ input }) => {
          onCall?.('createAccount', input);
          if (create === 'pending') return never();
          if (create === 'fails') throw httpError(500);
          if (create === 'accountExists') return { accountExists: true };
          if (create === 'fieldErrors') {
            return { validationErrors: [{ field: 'email', message: 'Email is not allowed' }] };
          }
          return { userId: 1 };
        }),
      },
      ...(tickMs ? { delays: { TICK: tickMs } } : {}),
    });
    return createActor(machine, {
      input: {
        redirectTo: '/my-home',
        defaultRedirect: 'https://www.hearth.example',
        values,
        showInsuranceLink,
        now: () => 0,
      },
    });
  });
  useEffect(() => {
    onActor?.(actor);
    const subscription = actor.on('redirect', (event) => onRedirect?.(event.to));
    return () => subscription.unsubscribe();
  }, [actor, onActor, onRedirect]);
  return <SignupPage actor={actor} loginHref={loginHref} />;
}

/* Helpers the stories' play functions share. */

export const signUpButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /^(Sign Up|Signing Up\.\.\.)$/ });

/** The code step's dialog, once open. */
export const findCodeDialog = () => screen.findByRole('dialog');

export const digitBox = (dialog: HTMLElement, position: number) =>
  within(dialog).getByRole('textbox', { name: `Digit ${position} of 6` }) as HTMLInputElement;

/** The six boxes' values joined with commas: '1,2,,,,'. */
export const boxValues = (dialog: HTMLElement) =>
  [1, 2, 3, 4, 5, 6].map((position) => digitBox(dialog, position).value).join(',');

/** Presses Sign Up on a valid form and waits for the code step, the focus on the first box. */
export async function openCodeStep(canvas: ReturnType<typeof within>) {
  await userEvent.click(signUpButton(canvas));
  const dialog = await findCodeDialog();
  await waitFor(() => expect(digitBox(dialog, 1)).toHaveFocus());
  return dialog;
}

/** Waits until the code was sent (the title names the address). */
export async function codeSent(dialog: HTMLElement, email = validValues.email) {
  await waitFor(() => expect(dialog).toHaveAccessibleName(`Enter the code sent to ${email}`));
}

/** The calls a story's `onCall` spy saw, by name. */
export const callsOf = (onCall: unknown, name: string) =>
  (onCall as { mock: { calls: [string, unknown][] } }).mock.calls.filter(([called]) => called === name);

export const actorOf = (onActor: unknown) =>
  (onActor as { mock: { calls: [AnyActorRef][] } }).mock.calls.at(-1)?.[0] as AnyActorRef;
