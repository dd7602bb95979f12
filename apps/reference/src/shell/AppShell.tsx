import { useBrand } from '@hearth/ui';
import { Outlet, Link as RouterLink } from 'react-router';
import styled from 'styled-components';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  top: -100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  &:focus { top: ${({ theme }) => theme.space.sm}; }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  min-height: 4rem;
  padding: 0 ${({ theme }) => theme.space.xl};
  border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
`;

const Logo = styled(RouterLink)`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Main = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceSubtle};
`;

/** The page shell every route renders inside. The audience headers replace this header later. */
export function AppShell() {
  const { productName } = useBrand();
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <Logo to="/" aria-label={`${productName} home`}>
          {productName}
        </Logo>
      </Header>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer>
        <p>
          © {productName}. <a href="/about/privacy">Privacy Policy</a> ·{' '}
          <a href="/about/terms/">Terms of Use</a>
        </p>
      </Footer>
    </>
  );
}
