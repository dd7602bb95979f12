'use client';

import { DisclosureGroup as AriaDisclosureGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const StyledAccordion = styled(AriaDisclosureGroup)`
  display: flex;
  flex-direction: column;
  border-top: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
StyledAccordion.displayName = 'Accordion';
