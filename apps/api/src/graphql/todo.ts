/** A user's to-do lists (project communications) with items, tags and reminders. */
import type { OperationResult, todoListsByUserId } from '@hearth/data';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { todoItems, todoItemTags, todoLists, todoReminders } from '../db/schema';

export type TodoListOut = OperationResult<typeof todoListsByUserId>['todoListsByUserId'][number];
type TodoItemOut = TodoListOut['items'][number];

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

export async function todoListsOf(db: Queryable, userId: number): Promise<TodoListOut[]> {
  const lists = await db
    .select()
    .from(todoLists)
    .where(eq(todoLists.userId, userId))
    .orderBy(asc(todoLists.todoListId));
  if (!lists.length) return [];
  const items = await db
    .select()
    .from(todoItems)
    .where(
      inArray(
        todoItems.todoListId,
        lists.map((list) => list.todoListId),
      ),
    )
    .orderBy(asc(todoItems.todoItemId));
  const itemIds = items.map((item) => item.todoItemId);
  const [tags, reminders] = itemIds.length
    ? await Promise.all([
        db
          .select()
          .from(todoItemTags)
          .where(inArray(todoItemTags.todoItemId, itemIds))
          .orderBy(asc(todoItemTags.todoItemTagId)),
        db.select().from(todoReminders).where(inArray(todoReminders.todoItemId, itemIds)),
      ])
    : [[], []];
  const tagsByItem = groupBy(tags, (tag) => tag.todoItemId);
  const reminderByItem = new Map(reminders.map((reminder) => [reminder.todoItemId, reminder]));
  const toItem = (item: (typeof items)[number]): TodoItemOut => {
    const reminder = reminderByItem.get(item.todoItemId);
    return {
      todoItemId: item.todoItemId,
      todoText: item.todoText,
      notes: item.notes,
      state: item.state,
      createdAt: item.createdAt.toISOString(),
      tags: (tagsByItem.get(item.todoItemId) ?? []).map((tag) => ({
        todoItemTagId: tag.todoItemTagId,
        tagKey: tag.tagKey,
        tagValue: tag.tagValue,
        createdAt: tag.createdAt.toISOString(),
      })),
      reminder: reminder ? { id: reminder.id, reminderDate: reminder.reminderDate.toISOString() } : null,
    };
  };
  const itemsByList = groupBy(items, (item) => item.todoListId);
  return lists.map((list) => ({
    todoListId: list.todoListId,
    userId: list.userId,
    createdAt: list.createdAt.toISOString(),
    externalIdType: list.externalIdType,
    externalId: list.externalId,
    items: (itemsByList.get(list.todoListId) ?? []).map(toItem),
  }));
}
