'use client';

import { Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export {
  PanelHeading as SectionHeading,
  PanelParagraph as Paragraph,
  PanelSection as Section,
} from '../shared/panel.styles';

/** The Electronic Delivery Consent, set apart on a subtle surface. */
export const Consent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surfaceSubtle};
`;
Consent.displayName = 'DocumentDeliveryConsent';

export const ConsentHeading = styled(Heading)`
  margin: 0;
  font-size: ${vars.typography.sizes.md};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
ConsentHeading.displayName = 'DocumentDeliveryConsentHeading';
