'use client';

import { Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { panelTitle } from '../../components/shared/styles';
import { vars } from '../../theme/vars';

/** A self-contained section: heading, consent, form in one column. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  color: ${vars.colors.text};
`;
Section.displayName = 'DocumentDeliverySection';

export const SectionHeading = styled(Heading)`
  ${panelTitle}
`;
SectionHeading.displayName = 'DocumentDeliveryHeading';

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

export const Paragraph = styled.p`
  margin: 0;
  line-height: ${vars.typography.lineHeights.normal};
`;
Paragraph.displayName = 'DocumentDeliveryParagraph';
