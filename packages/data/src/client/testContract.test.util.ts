/** Test-only: a small contract exercising every shape the client handles. */
import { z } from 'zod/mini';
import { bool, id, idList, int, stringList } from '../contract/fields';
import { resource } from '../contract/resource';

const widget = z.object({ widgetId: z.number(), name: z.string() });
const pub = { type: 'public' } as const;

export const testContract = {
  widget: resource('widget', {
    read: {
      path: '/widgets/:widgetId',
      input: () =>
        z.object({
          widgetId: id(),
          tags: z.optional(stringList(z.string())),
          active: z.optional(bool()),
          limit: z.optional(int()),
          note: z.optional(z.string()),
        }),
      output: () => widget,
      access: pub,
      summary: 'One widget.',
    },
    update: {
      path: '/widgets/:widgetId',
      input: () => z.object({ widgetId: id(), name: z.string() }),
      output: () => widget,
      access: pub,
      summary: 'Rename a widget.',
    },
    delete: {
      path: '/widgets/:widgetId',
      input: () => z.object({ widgetId: id(), hard: z.optional(bool()) }),
      output: () => z.object({ deleted: z.literal(true) }),
      access: pub,
      summary: 'Delete a widget.',
    },
  }),
  widgetBulk: resource('widgetBulk', {
    create: {
      path: '/widgets/bulk',
      input: () => z.object({ widgetIds: idList(), locale: z.optional(z.string()) }),
      output: () => z.record(z.string(), z.nullable(widget)),
      access: pub,
      batch: { ids: 'widgetIds' },
      summary: 'Widgets keyed by id.',
    },
  }),
  widgetList: resource('widgetList', {
    read: {
      path: '/widgets',
      input: () => z.object({ widgetIds: idList() }),
      output: () => z.array(z.object({ id: z.number(), name: z.string() })),
      access: pub,
      batch: { ids: 'widgetIds' },
      summary: 'Widgets as a list of items with an id.',
    },
  }),
  widgetPage: resource('widgetPage', {
    create: {
      path: '/widgets/page',
      input: () => z.object({ widgetIds: idList() }),
      output: () => z.object({ total: z.number(), widgets: z.array(widget) }),
      access: pub,
      batch: { ids: 'widgetIds' },
      summary: 'Widgets inside a wrapper object.',
    },
  }),
  proPointsBalance: resource('proPointsBalance', {
    read: {
      path: '/companies/:companyId/points',
      input: () => z.object({ companyId: id() }),
      output: () => z.object({ balanceInPenny: z.number() }),
      access: pub,
      summary: 'Has the spec default timeout of 5000 ms.',
    },
  }),
};

export const widgetOf = (widgetId: number) => ({ widgetId, name: `Widget ${widgetId}` });
