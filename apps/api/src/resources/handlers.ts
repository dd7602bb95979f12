import type { ResourceDefinition, ResourceKind } from '@hearth/data';
import type { z } from 'zod/mini';
import type { RequestContext } from '../context';

/** Implements one resource kind: parsed input in, the contract's output out. */
export type Handler<D> =
  D extends ResourceDefinition<infer I, infer O>
    ? (input: z.output<I>, context: RequestContext) => Promise<z.input<O>>
    : never;

/** Handlers for a group of resources, exactly as many as the contract declares. */
export type HandlersFor<Group> = {
  [Name in keyof Group]: { [Kind in keyof Group[Name] & ResourceKind]: Handler<Group[Name][Kind]> };
};
