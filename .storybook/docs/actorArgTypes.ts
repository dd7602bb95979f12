import type { Preview } from '@storybook/react-vite';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * A flow view's actor props (`actor`, and the actors of the machines it also renders) in the
 * props table: the type reads `ActorRef`, with the machine's whole type one click away instead of
 * a screenful of generics, and there is no control (a story's harness makes the actor).
 */
export const actorArgTypes: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.type?.summary;
      if (typeof summary !== 'string' || !summary.startsWith('ActorRef<')) return [name, argType];
      return [
        name,
        {
          ...argType,
          control: false,
          table: { ...argType.table, type: { summary: 'ActorRef', detail: summary } },
        },
      ];
    }),
  );
