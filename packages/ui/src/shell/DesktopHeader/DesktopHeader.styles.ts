import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../components/shared/styles';

/** The Repair & Improve panel: the professionals group above the projects group. */
export const GroupStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
GroupStack.displayName = 'RepairAndImproveGroups';

/** The Resources panel: advice tiles across the top, cost guides and cities below. */
export const ResourcesGrid = styled.div`
  display: grid;
  grid-template-columns: 3fr 1fr;
  grid-template-areas:
    'tiles tiles'
    'guides cities';
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};

  & > [data-area='tiles'] {
    grid-area: tiles;
  }
  & > [data-area='guides'] {
    grid-area: guides;
  }
  & > [data-area='cities'] {
    grid-area: cities;
  }
`;
ResourcesGrid.displayName = 'ResourcesGrid';

export const TileList = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
TileList.displayName = 'AdviceTileList';

export const Tile = styled(AriaLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-decoration: none;
  outline: none;

  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
Tile.displayName = 'AdviceTile';

/** The tile's picture, or a tinted box with an icon when it has none. */
export const TileImage = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 4.5rem;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
TileImage.displayName = 'AdviceTileImage';
