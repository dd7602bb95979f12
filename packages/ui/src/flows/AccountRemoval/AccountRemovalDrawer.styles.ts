'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const DrawerContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;
DrawerContent.displayName = 'AccountRemovalContent';

export const NoticeList = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  color: ${vars.colors.text};
`;
NoticeList.displayName = 'AccountRemovalNotice';

export const SentText = styled.p`
  margin: 0;
  color: ${vars.colors.successText};
`;
SentText.displayName = 'AccountRemovalSent';

export const DrawerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
`;
DrawerActions.displayName = 'AccountRemovalActions';
