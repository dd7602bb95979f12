'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { styled } from 'styled-components';
import { Accordion } from '../../components/Accordion';
import { Banner } from '../../components/Banner';
import { Disclosure } from '../../components/Disclosure';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { focusWhenFree } from '../../components/shared/focusWhenFree';
import { vars } from '../../theme/vars';
import { useAccountViewer } from '../shared/AccountView';
import { FlowTitle } from '../shared/FlowLayout';
import { ACCOUNT_SECTION_TITLES, type AccountSection } from './sections';

/** The page title of the account area. */
export const ACCOUNT_SETTINGS_TITLE = 'Account Settings';

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xl};
`;

/** Where the panels will be, while the account loads: about a closed panel stack tall. */
const PanelsPlaceholder = styled.div`
  min-height: 20rem;
`;

export type AccountSettingsPanel = {
  section: AccountSection;
  /** The section's view (ProfileForm, ChangePasswordCard...). */
  content: ReactNode;
};

export type AccountSettingsScreenProps =
  | {
      /** The panels to show, already filtered with `visibleAccountSections`, in the spec's order. */
      panels: readonly AccountSettingsPanel[];
      /**
       * The panel the page's address names: the only one open at first (without it, every panel
       * is). When it changes (a link to another account page), that panel opens as well, and its
       * button takes the focus, so the reader is taken there.
       */
      opened?: AccountSection;
      /**
       * Counts the navigations to account pages: a new count opens `opened` again, as the
       * change of `opened` does. A link to the page already shown, after its panel was closed.
       */
      navigationCount?: number;
      loading?: false;
      problem?: undefined;
    }
  | {
      /**
       * The account is loading (or the session is read): the title shows at once, a spinner
       * where the panels will be.
       */
      loading: true;
      panels?: undefined;
      opened?: undefined;
      navigationCount?: undefined;
      problem?: undefined;
    }
  | {
      /**
       * The account cannot be shown (it failed to load, or no user has the id): the title, and this
       * message (a `Banner`) where the panels would be.
       */
      problem: ReactNode;
      loading?: false;
      panels?: undefined;
      opened?: undefined;
      navigationCount?: undefined;
    };

/**
 * 'Account Settings': collapsible panels, one per section. A curator viewing a
 * customer's account is told whose it is and that changes are off (the views disable them).
 */
export function AccountSettingsScreen({
  panels,
  opened,
  navigationCount,
  loading,
  problem,
}: AccountSettingsScreenProps) {
  const titleId = useId();
  const viewer = useAccountViewer();
  return (
    <Screen aria-labelledby={titleId}>
      <FlowTitle id={titleId}>{ACCOUNT_SETTINGS_TITLE}</FlowTitle>
      {loading ? (
        <LoadingOverlay>
          <PanelsPlaceholder />
        </LoadingOverlay>
      ) : problem || !panels ? (
        problem
      ) : (
        <>
          {viewer.kind === 'curator' ? (
            // Not a spec string: the spec says only that this is a back-office view.
            <Banner title="Back-office view">
              You are viewing the account of {viewer.viewedUserName} (user {viewer.viewedUserId}). Changes are
              turned off.
            </Banner>
          ) : null}
          <Panels panels={panels} opened={opened} navigationCount={navigationCount} />
        </>
      )}
    </Screen>
  );
}

/**
 * The panels: `opened` (or every one) open at first, and `opened` opened again, with the focus on
 * its button, each time it or `navigationCount` changes. What was typed in the others stays.
 */
function Panels({
  panels,
  opened,
  navigationCount,
}: {
  panels: readonly AccountSettingsPanel[];
  opened: AccountSection | undefined;
  navigationCount: number | undefined;
}) {
  const [expanded, setExpanded] = useState<Set<Key>>(
    () => new Set(opened ? [opened] : panels.map((panel) => panel.section)),
  );
  const [before, setBefore] = useState({ opened, navigationCount });
  // Counts the requests to open `opened`: each one moves the focus to its panel once.
  const [focusRequest, setFocusRequest] = useState(0);
  if (opened !== before.opened || navigationCount !== before.navigationCount) {
    setBefore({ opened, navigationCount });
    if (opened) {
      setExpanded((keys) => new Set(keys).add(opened));
      setFocusRequest((count) => count + 1);
    }
  }
  const accordionRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request, for the `opened` of then.
  useEffect(() => {
    if (focusRequest === 0) return;
    // The panels are in `panels`' order, and each one's first button is its heading's.
    const index = panels.findIndex((panel) => panel.section === opened);
    const trigger = accordionRef.current?.children[index]?.querySelector('button');
    if (!trigger) return;
    trigger.scrollIntoView({ block: 'start' });
    return focusWhenFree(trigger);
  }, [focusRequest]);
  return (
    <Accordion ref={accordionRef} expandedKeys={expanded} onExpandedChange={setExpanded}>
      {panels.map((panel) => (
        <Disclosure
          key={panel.section}
          id={panel.section}
          title={ACCOUNT_SECTION_TITLES[panel.section]}
          headingLevel={2}
          // A route opens one panel: the others' forms and loads wait until they are opened.
          renderWhenExpanded
        >
          {panel.content}
        </Disclosure>
      ))}
    </Accordion>
  );
}
