import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Accordion } from '../../components/Accordion';
import { Banner } from '../../components/Banner';
import { Disclosure } from '../../components/Disclosure';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { vars } from '../../theme/vars';
import { useAccountViewer } from '../shared/AccountView';
import { FlowTitle } from '../shared/FlowLayout';
import { ACCOUNT_SECTION_TITLES, type AccountSection } from './sections';

/** The page title of the account area (spec 02 §1). */
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
      /** The panels open at first. @default every panel */
      defaultExpanded?: readonly AccountSection[];
      loading?: false;
    }
  | {
      /**
       * The account is loading (or the session is read): the title shows at once, a spinner
       * where the panels will be.
       */
      loading: true;
      panels?: undefined;
      defaultExpanded?: undefined;
    };

/**
 * 'Account Settings' (spec 02 §1): collapsible panels, one per section. A curator viewing a
 * customer's account is told whose it is and that changes are off (the views disable them).
 */
export function AccountSettingsScreen({ panels, defaultExpanded, loading }: AccountSettingsScreenProps) {
  const titleId = useId();
  const viewer = useAccountViewer();
  return (
    <Screen aria-labelledby={titleId}>
      <FlowTitle id={titleId}>{ACCOUNT_SETTINGS_TITLE}</FlowTitle>
      {loading ? (
        <LoadingOverlay>
          <PanelsPlaceholder />
        </LoadingOverlay>
      ) : (
        <>
          {viewer.kind === 'curator' ? (
            // Not a spec string: the spec says only that this is a back-office view.
            <Banner title="Back-office view">
              You are viewing the account of {viewer.viewedUserName} (user {viewer.viewedUserId}). Changes are
              turned off.
            </Banner>
          ) : null}
          <Accordion defaultExpandedKeys={defaultExpanded ?? panels.map((panel) => panel.section)}>
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
        </>
      )}
    </Screen>
  );
}
