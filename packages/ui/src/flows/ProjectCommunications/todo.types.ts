/*
 * A user's project to-do lists, as `todoListsByUserId` returns them. Dates are ISO-8601 strings
 * from the API (a `Date` is accepted too).
 */

export type TodoDate = string | Date;

export type TodoItemTag = {
  todoItemTagId: number;
  tagKey: string;
  tagValue: string | null;
  createdAt: TodoDate;
};

export type TodoReminder = {
  id: number;
  reminderDate: TodoDate;
};

export type TodoItem = {
  todoItemId: number;
  todoText: string;
  notes: string | null;
  /** The item's state as the API sends it, such as OPEN, IN_PROGRESS or DONE. */
  state: string;
  createdAt: TodoDate;
  tags: readonly TodoItemTag[];
  reminder: TodoReminder | null;
};

export type TodoList = {
  todoListId: number;
  userId: number;
  createdAt: TodoDate;
  /** What the list belongs to, such as MOVE_IN. */
  externalIdType: string | null;
  externalId: string | null;
  items: readonly TodoItem[];
};
