/* Story data for Project Communications: to-do lists as `todoListsByUserId` returns them. */
import type { TodoItem, TodoList } from './todo.types';

/** Every date is shown in this zone, so screenshots do not depend on the machine's. */
export const STORY_TIME_ZONE = 'America/Los_Angeles';

const item = (
  overrides: Partial<TodoItem> & Pick<TodoItem, 'todoItemId' | 'todoText' | 'state'>,
): TodoItem => ({
  notes: null,
  createdAt: '2025-09-02T17:30:00.000Z',
  tags: [],
  reminder: null,
  ...overrides,
});

/** The reference API's seeded move-in list: three items in three states, tags and a reminder. */
export const moveInList: TodoList = {
  todoListId: 1,
  userId: 42,
  createdAt: '2025-09-01T15:00:00.000Z',
  externalIdType: 'MOVE_IN',
  externalId: 'move-in-2025-homeowner',
  items: [
    item({
      todoItemId: 11,
      todoText: 'Book a gutter cleaning before the rains',
      notes: 'Ask for the downspout check too.',
      state: 'OPEN',
      tags: [
        {
          todoItemTagId: 101,
          tagKey: 'serviceType',
          tagValue: 'Gutter Cleaning',
          createdAt: '2025-09-02T17:30:00.000Z',
        },
        { todoItemTagId: 102, tagKey: 'priority', tagValue: 'high', createdAt: '2025-09-02T17:30:00.000Z' },
      ],
      reminder: { id: 201, reminderDate: '2025-10-15T16:00:00.000Z' },
    }),
    item({
      todoItemId: 12,
      todoText: 'Get three quotes for the deck repair',
      state: 'IN_PROGRESS',
      tags: [
        {
          todoItemTagId: 103,
          tagKey: 'serviceType',
          tagValue: 'Deck Repair',
          createdAt: '2025-09-03T10:00:00.000Z',
        },
      ],
    }),
    item({
      todoItemId: 13,
      todoText: 'Change the smoke detector batteries',
      notes: 'Hallway and kitchen.',
      state: 'DONE',
    }),
  ],
};

/** A list that belongs to nothing in particular, with a tag that has no value and a long text. */
export const generalList: TodoList = {
  todoListId: 2,
  userId: 42,
  createdAt: '2025-06-20T09:00:00.000Z',
  externalIdType: null,
  externalId: null,
  items: [
    item({
      todoItemId: 21,
      todoText:
        'Ask the roofing pro about replacing the flashing around the chimney and the skylight before winter',
      state: 'OPEN',
      tags: [
        { todoItemTagId: 104, tagKey: 'followUp', tagValue: null, createdAt: '2025-06-20T09:00:00.000Z' },
      ],
      reminder: { id: 202, reminderDate: '2025-11-03T18:45:00.000Z' },
    }),
  ],
};

/** A list with no items: left out of the section. */
export const emptyList: TodoList = {
  todoListId: 3,
  userId: 42,
  createdAt: '2025-05-01T12:00:00.000Z',
  externalIdType: 'PROJECT',
  externalId: 'project-77',
  items: [],
};
