import { vars } from '@hearth/ui';
import { styled } from 'styled-components';
import { Lead } from './CostGuidePage.styles';

export { Lead };

export const Benefits = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  max-width: 44rem;
  padding-left: ${vars.space.xl};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.lg};
  margin-top: ${vars.space.xl};
`;

/** The page's main action: a link that looks like the primary button. */
export const CallToAction = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.sizes.controlHeight.lg};
  padding: 0 ${vars.space.xl};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.primary};
  color: ${vars.colors.onPrimary};
  font-weight: ${vars.typography.weights.semibold};
  text-decoration: none;
  &:hover {
    background: ${vars.colors.primaryHover};
  }
  &:focus-visible {
    outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
    outline-offset: 2px;
  }
`;
