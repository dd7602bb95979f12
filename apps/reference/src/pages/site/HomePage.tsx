import { sitePaths } from '@hearth/data';
import { ACCOUNT_SECTION_TITLES, Link, useBrand } from '@hearth/ui';
import { useEffect, useState } from 'react';
import { runtimeSettings } from '../../runtimeSettings';
import { ACCOUNT_ROUTE_SECTIONS } from '../account/accountRoutes';
import { useDocumentTitle } from '../useDocumentTitle';
import { Intro, LinkList, Section, Table } from './HomePage.styles';

type DemoAccount = {
  role: string;
  email: string;
  password: string | null;
  userId: number | null;
  purpose: string;
};
type Demo = { accounts: DemoAccount[]; surveyId: string };

/** The development server's demo data (`/dev/demo`); 'unavailable' where it does not serve it. */
function useDemo(): Demo | 'unavailable' | undefined {
  const [demo, setDemo] = useState<Demo | 'unavailable'>();
  useEffect(() => {
    if (!runtimeSettings.devTools) return setDemo('unavailable');
    const controller = new AbortController();
    fetch('/dev/demo', { signal: controller.signal })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((body: Demo) => setDemo(body))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The demo accounts could not be read', error);
        setDemo('unavailable');
      });
    return () => controller.abort();
  }, []);
  return demo;
}

/**
 * The reference app's front door: what it is, every page and flow by audience, the demo
 * accounts, the development outbox and the Storybook.
 */
export function HomePage() {
  const { productName } = useBrand();
  useDocumentTitle(`${productName} reference app`);
  const demo = useDemo();
  const accounts = typeof demo === 'object' ? demo.accounts : demo;
  const homeowner =
    typeof demo === 'object' ? demo.accounts.find((account) => account.role === 'homeowner') : undefined;
  return (
    <>
      <h1>{productName} reference app</h1>
      <Intro>
        {productName} is the design system of a home-services marketplace: homeowners book pros, pros buy
        leads, and everyone gets help with moving, insurance, cost guides and advice. This app wires every
        flow of the product (sign-in, sign-up with an e-mailed code, password reset, the survey, e-mail
        subscriptions and the whole account area) to the reference API, on the components and state machines
        of the design system.
      </Intro>

      <Section aria-labelledby="try">
        <h2 id="try">Try it</h2>
        {accounts === undefined ? <p>Loading the demo accounts…</p> : null}
        {accounts === 'unavailable' ? (
          <p>This server does not list its demo accounts (they are a development tool).</p>
        ) : null}
        {Array.isArray(accounts) ? (
          <Table>
            <caption>Demo accounts</caption>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Password</th>
                <th scope="col">What it shows</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.email}>
                  <th scope="row">{account.email}</th>
                  <td>{account.password ?? 'none yet: set one from the e-mailed link'}</td>
                  <td>{account.purpose}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
        {runtimeSettings.devTools ? (
          <p>
            Codes and links that the app e-mails or phones land in the{' '}
            <Link href="/dev/outbox.html">development outbox</Link>.
          </p>
        ) : null}
        {runtimeSettings.storybookPath ? (
          <p>
            Every component and every state of every flow is in the{' '}
            <Link href={runtimeSettings.storybookPath}>Storybook</Link>.
          </p>
        ) : null}
      </Section>

      <Section aria-labelledby="visitors">
        <h2 id="visitors">Visitors</h2>
        <LinkList>
          <li>
            <Link href={sitePaths.login}>Log in</Link>, or with a home insurance policy:{' '}
            <Link href={`${sitePaths.login}?insuranceFlow=true`}>log in and find your policy</Link>
          </li>
          <li>
            <Link href={sitePaths.signup}>Sign up</Link> with a six-digit code sent by e-mail, or{' '}
            <Link href={`${sitePaths.signup}?insuranceFlow=true`}>as an insurance customer</Link>
          </li>
          <li>
            <Link href={sitePaths.costGuides}>The cost guides</Link>, search-engine landing pages with their
            own header and, on a phone, the discover menu
          </li>
          <li>
            <Link href={sitePaths.pro}>The landing page for pros</Link>
          </li>
          {typeof demo === 'object' ? (
            <li>
              <Link href={`/csat/${demo.surveyId}`}>The satisfaction survey</Link>, or{' '}
              <Link href={`/csat/${demo.surveyId}?sentimentScore=5`}>
                answered from the e-mail with a score
              </Link>
            </li>
          ) : null}
        </LinkList>
      </Section>

      <Section aria-labelledby="homeowners">
        <h2 id="homeowners">Homeowners</h2>
        <p>Log in as the homeowner for the account settings, each page with its panel open:</p>
        <LinkList>
          {Object.entries(ACCOUNT_ROUTE_SECTIONS).map(([page, section]) => (
            <li key={page}>
              <Link href={`/account/${page}`}>
                {page === 'notification-promotions'
                  ? 'Notification promotions'
                  : ACCOUNT_SECTION_TITLES[section]}
              </Link>
            </li>
          ))}
        </LinkList>
        <p>
          From e-mails (see the outbox): the password reset link after <q>Forgot your password?</q>, the
          sign-up code, the unsubscribe link of a newsletter, and the first password of the account without
          one at <Link href="/set-password">Set password</Link>.
        </p>
      </Section>

      <Section aria-labelledby="pros">
        <h2 id="pros">Pros and inspectors</h2>
        <p>
          Log in as the pro for the pro header (tabs, balances, notifications), as the quiet pro for one whose
          company turned notifications off, and as the inspector for the inspector header.
        </p>
      </Section>

      <Section aria-labelledby="staff">
        <h2 id="staff">Staff</h2>
        <p>
          Log in as the curator to open a customer's account read-only by id
          {homeowner?.userId ? (
            <>
              , such as <Link href={`/account/settings/${homeowner.userId}`}>the homeowner's profile</Link>
            </>
          ) : null}
          .
        </p>
      </Section>
    </>
  );
}
