'use client';

import { Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { panelTitle } from '../../components/shared/styles';
import { vars } from '../../theme/vars';

/*
 * The frame of an account settings panel (contact preferences, document delivery, project
 * communications): heading, content and actions in one column.
 */

export const PanelSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  color: ${vars.colors.text};
`;
PanelSection.displayName = 'PanelSection';

export const PanelHeading = styled(Heading)`
  ${panelTitle}
`;
PanelHeading.displayName = 'PanelHeading';

export const PanelParagraph = styled.p`
  margin: 0;
  line-height: ${vars.typography.lineHeights.normal};
`;
PanelParagraph.displayName = 'PanelParagraph';
