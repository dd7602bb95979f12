/** BI user-action events. */
import { z } from 'zod/mini';
import { id } from '../fields';
import { resource } from '../resource';

export const BI_ACTION_TYPES = ['render', 'click'] as const;
export const BI_ENTITY_PAIR_MESSAGE = (pair: 1 | 2) => `Entity ${pair} needs both a name and a value.`;

const entityName = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const entityValue = /* @__PURE__ */ z.union([
  z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  z.pipe(z.number(), z.transform(String)),
]);

export const biUserActionInput = /* @__PURE__ */ z
  .object({
    actionType: z.enum(BI_ACTION_TYPES),
    uiElement: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    eventUrl: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
    requestUrl: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
    userId: z.optional(id()),
    entity1Name: z.optional(entityName),
    entity1Value: z.optional(entityValue),
    entity2Name: z.optional(entityName),
    entity2Value: z.optional(entityValue),
  })
  .check(
    z.superRefine((event, context) => {
      // A BI event needs both name and value for entity 1 and for entity 2.
      for (const pair of [1, 2] as const) {
        const name = event[`entity${pair}Name`];
        const value = event[`entity${pair}Value`];
        if ((name === undefined) === (value === undefined)) continue;
        context.addIssue({
          code: 'custom',
          path: [name === undefined ? `entity${pair}Name` : `entity${pair}Value`],
          message: BI_ENTITY_PAIR_MESSAGE(pair),
        });
      }
    }),
  );
export type BiUserActionInput = z.input<typeof biUserActionInput>;

export const biUserActionResource = resource('biUserAction', {
  /**
   * Records a BI user-action event (render or click), a visitor's too; a userId must be the
   * caller's own.
   */
  create: {
    path: '/bi/user-actions',
    input: () => biUserActionInput,
    output: () => z.object({ eventId: z.number(), recorded: z.literal(true) }),
    access: { type: 'public' },
  },
});

export const analyticsResources = {
  biUserAction: biUserActionResource,
};
