import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { panelTitle } from '../../components/shared/styles';

/** A self-contained section: heading, consent, form in one column. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
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
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSubtle};
`;
Consent.displayName = 'DocumentDeliveryConsent';

export const ConsentHeading = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
ConsentHeading.displayName = 'DocumentDeliveryConsentHeading';

export const Paragraph = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;
Paragraph.displayName = 'DocumentDeliveryParagraph';
