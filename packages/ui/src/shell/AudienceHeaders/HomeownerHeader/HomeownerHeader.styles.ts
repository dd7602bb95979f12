'use client';

import { Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../../components/shared/styles';
import { media } from '../../../theme/theme';
import { vars } from '../../../theme/vars';

/** The user's photo (and, on wide screens, first name): one link to the account settings. */
export const ProfileLink = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxs};
  border-radius: ${vars.radii.pill};
  color: ${vars.colors.text};
  font-weight: ${vars.typography.weights.semibold};
  white-space: nowrap;
  text-decoration: none;
  outline: none;

  &[data-hovered] {
    color: ${vars.colors.primary};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  ${media.lg} {
    padding-inline-end: ${vars.space.sm};
  }
`;
ProfileLink.displayName = 'HomeownerHeaderProfileLink';

/** The marker a curator (staff) sees, so nobody mistakes the session for the customer's own. */
export const StaffMarker = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.warningBorder};
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.warningSubtle};
  color: ${vars.colors.warningText};
  font-size: ${vars.typography.sizes.xs};
  font-weight: ${vars.typography.weights.bold};
  white-space: nowrap;
`;
StaffMarker.displayName = 'HomeownerHeaderStaffMarker';
