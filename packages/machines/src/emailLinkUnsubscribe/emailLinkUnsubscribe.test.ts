import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import {
  type DecryptTokenInput,
  type DecryptTokenOutput,
  EMAIL_UNSUBSCRIBE_SHORT_CODES,
  type EmailLinkUnsubscribeInput,
  emailLinkUnsubscribeMachine,
  type UnsubscribeInput,
} from './emailLinkUnsubscribe.machine';

type Fakes = {
  decrypt?: (input: DecryptTokenInput) => Promise<DecryptTokenOutput>;
  unsubscribe?: (input: UnsubscribeInput) => Promise<void>;
};

function run(input: EmailLinkUnsubscribeInput, fakes: Fakes = {}) {
  const decrypt = vi.fn(fakes.decrypt ?? (async () => ({ decryptedData: 'ann@example.com' })));
  const unsubscribe = vi.fn(fakes.unsubscribe ?? (async () => {}));
  const redirects: string[] = [];
  const actor = createActor(
    emailLinkUnsubscribeMachine.provide({
      actors: {
        decryptToken: fromPromise<DecryptTokenOutput, DecryptTokenInput>(({ input }) => decrypt(input)),
        unsubscribe: fromPromise<void, UnsubscribeInput>(({ input }) => unsubscribe(input)),
      },
    }),
    { input },
  );
  actor.on('redirect', (event) => redirects.push(event.to));
  actor.start();
  return { actor, decrypt, unsubscribe, redirects };
}

const settled = (actor: ReturnType<typeof run>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('emailLinkUnsubscribe', () => {
  test('the two known short codes are our constants: the spec does not give their strings', () => {
    expect(EMAIL_UNSUBSCRIBE_SHORT_CODES).toEqual({ newsletter: 'NEWSLETTER', moveIn: 'MOVE_IN' });
  });

  test('decrypts the token, then unsubscribes that email from the newsletter with source EMAIL_LINK', async () => {
    const { actor, decrypt, unsubscribe } = run({ token: 'secret-1', shortCode: 'NEWSLETTER' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);
    expect(decrypt).toHaveBeenCalledWith({ token: 'secret-1' });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalledWith({
      email: 'ann@example.com',
      shortCode: 'NEWSLETTER',
      active: false,
      source: 'EMAIL_LINK',
    });
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.context.message).toBe('You will no longer receive Newsletter messages.');
  });

  test('the move-in short code says so', async () => {
    const snapshot = await settled(run({ token: 't', shortCode: 'MOVE_IN' }).actor);
    expect(snapshot.context.message).toBe('You will no longer receive Move-In Experience messages.');
  });

  test('the real short codes can be passed as input', async () => {
    const shortCodes = { newsletter: 'NL_OPT_OUT', moveIn: 'MI_OPT_OUT' };
    const { actor, unsubscribe } = run({ token: 't', shortCode: 'MI_OPT_OUT', shortCodes });
    const snapshot = await settled(actor);
    expect(unsubscribe).toHaveBeenCalledWith(expect.objectContaining({ shortCode: 'MI_OPT_OUT' }));
    expect(snapshot.context.message).toBe(messages.emailSubscriptions.moveInUnsubscribed);
  });

  test("an unknown short code is an error ('Invalid Email Unsubscribe shortCode') and unsubscribes nothing", async () => {
    const { actor, decrypt, unsubscribe } = run({ token: 't', shortCode: 'SOMETHING_ELSE' });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.message).toBe('Invalid Email Unsubscribe shortCode');
    // The token is still read: the page shows the subscriptions it allows beside the error.
    expect(decrypt).toHaveBeenCalledWith({ token: 't' });
    expect(snapshot.context.email).toBe('ann@example.com');
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  test('an unknown short code without a token is the error alone, with no call', async () => {
    const { actor, decrypt, unsubscribe, redirects } = run({ token: '', shortCode: 'SOMETHING_ELSE' });
    const snapshot = await settled(actor);
    expect(snapshot.context.message).toBe('Invalid Email Unsubscribe shortCode');
    expect(snapshot.context.email).toBeNull();
    expect(decrypt).not.toHaveBeenCalled();
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(redirects).toEqual([]);
  });

  test("a failed unsubscribe shows 'Updating email settings failed.'", async () => {
    const { actor } = run(
      { token: 't', shortCode: 'NEWSLETTER' },
      {
        unsubscribe: async () => {
          throw new Error('500');
        },
      },
    );
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.message).toBe('Updating email settings failed.');
  });

  test('a failed token lookup shows the same failure', async () => {
    const { actor, unsubscribe } = run(
      { token: 't', shortCode: 'NEWSLETTER' },
      {
        decrypt: async () => {
          throw new Error('network');
        },
      },
    );
    const snapshot = await settled(actor);
    expect(snapshot.context.message).toBe(messages.emailSubscriptions.unsubscribeFailed);
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  test.each([[{ decryptedData: null }], [{ decryptedData: '  ' }], [{}]] as [DecryptTokenOutput][])(
    'no decrypted email (%j) redirects to login with a return path',
    async (output) => {
      const { actor, unsubscribe, redirects } = run(
        { token: 't', shortCode: 'NEWSLETTER' },
        { decrypt: async () => output },
      );
      const snapshot = await settled(actor);
      expect(snapshot.hasTag('redirecting')).toBe(true);
      expect(redirects).toEqual(['/login/?r=%2Faccount%2Fgeneral-communications']);
      expect(unsubscribe).not.toHaveBeenCalled();
    },
  );

  test('the return path is the page the link opened, encoded', async () => {
    const { actor, redirects } = run(
      { token: 't', shortCode: 'NEWSLETTER', returnPath: '/account/general-communications?link=x&token=t' },
      { decrypt: async () => ({ decryptedData: null }) },
    );
    await settled(actor);
    expect(redirects).toEqual(['/login/?r=%2Faccount%2Fgeneral-communications%3Flink%3Dx%26token%3Dt']);
  });

  test('an empty token redirects to login without asking the server', () => {
    const { actor, decrypt, redirects } = run({ token: '', shortCode: 'MOVE_IN' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(redirects).toHaveLength(1);
    expect(decrypt).not.toHaveBeenCalled();
  });
});
