import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { contrastRatio } from './contrast';
import {
  breakpoints,
  colors,
  contrastPairs,
  motion,
  radii,
  shadows,
  space,
  typography,
  zIndices,
} from './tokens';
import { vars } from './vars';

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space.lg};
`;

const Swatch = styled.div`
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.md};
  overflow: hidden;
  font-size: ${vars.typography.sizes.sm};
`;

const Chip = styled.div`
  height: 3rem;
`;

const Caption = styled.div`
  padding: ${vars.space.sm};
  & code { font-family: ${vars.typography.fontFamilyMono}; }
`;

const Table = styled.table`
  border-collapse: collapse;
  & th, & td {
    text-align: left;
    padding: ${vars.space.sm} ${vars.space.md};
    border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  }
`;

function TokenTable({ caption, rows }: { caption: string; rows: Array<[string, ReactNode, ReactNode?]> }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Example</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, example]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{value}</td>
            <td>{example}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export const Colors: Story = {
  render: () => (
    <Grid>
      {Object.entries(colors).map(([role, value]) => (
        <Swatch key={role}>
          <Chip style={{ background: value }} />
          <Caption>
            <strong>{role}</strong> <code>{value}</code>
          </Caption>
        </Swatch>
      ))}
    </Grid>
  ),
};

export const ContrastPairs: Story = {
  render: () => (
    <TokenTable
      caption="Every text and background pair the components use, with its WCAG contrast ratio"
      rows={contrastPairs.map(({ text, background, minimum }) => [
        `${text} on ${background}`,
        `${contrastRatio(colors[text], colors[background]).toFixed(2)}:1 (AA needs ${minimum}:1)`,
        <span
          key="sample"
          style={{ color: colors[text], background: colors[background], padding: '0.25rem 0.5rem' }}
        >
          Sample text
        </span>,
      ])}
    />
  ),
};

export const Typography: Story = {
  render: () => (
    <TokenTable
      caption={`Font family: ${typography.fontFamily}`}
      rows={Object.entries(typography.sizes).map(([name, value]) => [
        `typography.sizes.${name}`,
        value,
        <span key="sample" style={{ fontSize: value }}>
          Book a pro near you
        </span>,
      ])}
    />
  ),
};

export const Spacing: Story = {
  render: () => (
    <TokenTable
      caption="Spacing scale"
      rows={Object.entries(space).map(([name, value]) => [
        `space.${name}`,
        value,
        <span
          key="bar"
          style={{ display: 'inline-block', width: value, height: '1rem', background: colors.primary }}
        />,
      ])}
    />
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <TokenTable
      caption="Corner radii and elevation shadows"
      rows={[
        ...Object.entries(radii).map(([name, value]): [string, ReactNode, ReactNode] => [
          `radii.${name}`,
          value,
          <span
            key="r"
            style={{
              display: 'inline-block',
              width: '3rem',
              height: '2rem',
              borderRadius: value,
              background: colors.primarySubtle,
              border: `1px solid ${colors.primary}`,
            }}
          />,
        ]),
        ...Object.entries(shadows).map(([name, value]): [string, ReactNode, ReactNode] => [
          `shadows.${name}`,
          value,
          <span
            key="s"
            style={{ display: 'inline-block', width: '3rem', height: '2rem', boxShadow: value }}
          />,
        ]),
      ]}
    />
  ),
};

export const LayersBreakpointsAndMotion: Story = {
  render: () => (
    <TokenTable
      caption="Stacking layers, breakpoints (min-width) and motion. Motion is turned off under prefers-reduced-motion."
      rows={[
        ...Object.entries(zIndices).map(([name, value]): [string, ReactNode] => [`zIndices.${name}`, value]),
        ...Object.entries(breakpoints).map(([name, value]): [string, ReactNode] => [
          `breakpoints.${name}`,
          value,
        ]),
        ...Object.entries(motion).map(([name, value]): [string, ReactNode] => [`motion.${name}`, value]),
      ]}
    />
  ),
};
