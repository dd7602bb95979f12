import { DisclosureGroup as AriaDisclosureGroup } from 'react-aria-components';
import styled from 'styled-components';

export const StyledAccordion = styled(AriaDisclosureGroup)`
  display: flex;
  flex-direction: column;
  border-top: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
`;
StyledAccordion.displayName = 'Accordion';
