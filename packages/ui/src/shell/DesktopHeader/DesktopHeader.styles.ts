'use client';

import { Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../components/shared/styles';
import { vars } from '../../theme/vars';

/** The Repair & Improve panel: the professionals group above the projects group. */
export const GroupStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;
GroupStack.displayName = 'RepairAndImproveGroups';

/** The Resources panel: advice tiles across the top, cost guides and cities below. */
export const ResourcesGrid = styled.div`
  display: grid;
  grid-template-columns: 3fr 1fr;
  grid-template-areas:
    'tiles tiles'
    'guides cities';
  gap: ${vars.space.lg} ${vars.space.xl};

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
  gap: ${vars.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
TileList.displayName = 'AdviceTileList';

export const Tile = styled(AriaLink)`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.sm};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.md};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.sm};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
  text-decoration: none;
  outline: none;

  &[data-hovered] {
    border-color: ${vars.colors.primary};
    color: ${vars.colors.primary};
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
  border-radius: ${vars.radii.sm};
  background: ${vars.colors.primarySubtle};
  color: ${vars.colors.primary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
TileImage.displayName = 'AdviceTileImage';
