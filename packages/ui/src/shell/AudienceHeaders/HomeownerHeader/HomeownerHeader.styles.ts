import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../../components/shared/styles';

/** The user's photo (and, on wide screens, first name): one link to the account settings. */
export const ProfileLink = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  white-space: nowrap;
  text-decoration: none;
  outline: none;

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  ${({ theme }) => theme.media.lg} {
    padding-inline-end: ${({ theme }) => theme.space.sm};
  }
`;
ProfileLink.displayName = 'HomeownerHeaderProfileLink';

/** The marker a curator (staff) sees, so nobody mistakes the session for the customer's own. */
export const StaffMarker = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.warningBorder}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;
`;
StaffMarker.displayName = 'HomeownerHeaderStaffMarker';
