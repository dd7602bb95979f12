import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { HearthProvider } from '../../packages/ui/src/provider/HearthProvider';
import { machineNames, Statecharts } from '../flows/Statechart';

/** The statecharts a story file names in `parameters.machine`, in the page's own theme variables. */
function StatechartSection({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <HearthProvider withGlobalStyle={false}>
      <Heading>{names.length === 1 ? 'Statechart' : 'Statecharts'}</Heading>
      <Statecharts names={names} />
    </HearthProvider>
  );
}

/**
 * Every docs page: Storybook's own (title, subtitle, description, the first story, its props
 * table with controls, the other stories) with, for a flow view, the statechart of the machine it
 * renders (`parameters.machine` in the story file's meta) before the stories.
 */
export function FlowDocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const isSingleStory = Object.keys(csfFile.stories).length === 1;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {isSingleStory ? <Description of="story" /> : null}
      <Primary />
      <Controls />
      <StatechartSection names={machineNames(preparedMeta.parameters.machine)} />
      {isSingleStory ? null : <Stories />}
    </>
  );
}

/**
 * The page of machines no view renders: title, description and the one story, which draws the
 * statechart (so the page shows it once).
 */
export function MachineDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
    </>
  );
}
