/* Story helpers for the docs pages of flow views, whose stories render a harness. */
import type { ComponentType, FunctionComponent } from 'react';

/** The props-table category of the args only a story's harness reads. */
export const STORY_FAKES = 'Story fakes';

/**
 * The `component` of a flow view's story file: the view whose props its docs page lists. Its
 * stories render a harness (the meta's `render`) that builds the view's actor from fakes, so
 * their args are the harness's: the view's own props type is kept out of the stories' args.
 */
export function documentedView(view: ComponentType<never>): FunctionComponent<object> {
  return view as FunctionComponent<object>;
}

type FakeArgTypes = Record<string, { control?: unknown; options?: readonly unknown[]; description?: string }>;

/**
 * argTypes for the args only the story's harness reads (fake outcomes of the machine's calls,
 * spies, the machine's input): they keep their controls but are listed under 'Story fakes',
 * apart from the component's props.
 */
export function storyFakes<const T extends FakeArgTypes>(argTypes: T) {
  const entries = Object.entries(argTypes).map(([name, argType]) => [
    name,
    { ...argType, table: { category: STORY_FAKES } },
  ]);
  return Object.fromEntries(entries) as { [K in keyof T]: T[K] & { table: { category: string } } };
}
