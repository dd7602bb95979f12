import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Accordion } from '../../components/Accordion';
import { Banner } from '../../components/Banner';
import { Disclosure } from '../../components/Disclosure';
import { useAccountViewer } from '../shared/AccountView';
import { FlowTitle } from '../shared/FlowLayout';
import { ACCOUNT_SECTION_TITLES, type AccountSection } from './sections';

/** The page title of the account area (spec 02 §1). */
export const ACCOUNT_SETTINGS_TITLE = 'Account Settings';

const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export type AccountSettingsPanel = {
  section: AccountSection;
  /** The section's view (ProfileForm, ChangePasswordCard...). */
  content: ReactNode;
};

export type AccountSettingsScreenProps = {
  /** The panels to show, already filtered with `visibleAccountSections`, in the spec's order. */
  panels: readonly AccountSettingsPanel[];
  /** The panels open at first. @default every panel */
  defaultExpanded?: readonly AccountSection[];
};

/**
 * 'Account Settings' (spec 02 §1): collapsible panels, one per section. A curator viewing a
 * customer's account is told whose it is and that changes are off (the views disable them).
 */
export function AccountSettingsScreen({ panels, defaultExpanded }: AccountSettingsScreenProps) {
  const titleId = useId();
  const viewer = useAccountViewer();
  return (
    <Screen aria-labelledby={titleId}>
      <FlowTitle id={titleId}>{ACCOUNT_SETTINGS_TITLE}</FlowTitle>
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
          >
            {panel.content}
          </Disclosure>
        ))}
      </Accordion>
    </Screen>
  );
}
