import styled from 'styled-components';

export const DrawerContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
DrawerContent.displayName = 'AccountRemovalContent';

export const NoticeList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
`;
NoticeList.displayName = 'AccountRemovalNotice';

export const SentText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.successText};
`;
SentText.displayName = 'AccountRemovalSent';

export const DrawerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
DrawerActions.displayName = 'AccountRemovalActions';
