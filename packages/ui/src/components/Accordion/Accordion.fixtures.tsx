import { Disclosure } from '../Disclosure';

/** The sections of an account settings page, one `Disclosure` each. */
export const accountPanels = [
  <Disclosure key="profile" id="profile" title="Profile">
    Your name, email address and phone number.
  </Disclosure>,
  <Disclosure key="photo" id="photo" title="Photo">
    The photo pros see next to your requests.
  </Disclosure>,
  <Disclosure key="password" id="password" title="Password">
    Change the password you sign in with.
  </Disclosure>,
  <Disclosure key="notifications" id="notifications" title="Notifications">
    Choose which emails and text messages we send you.
  </Disclosure>,
];
