'use client';

import { messages } from '@hearth/machines';
import { useId } from 'react';
import { humanize } from './format';
import { Items, ListBox, ListHeading, Muted, Section, SectionHeading } from './ProjectTodoLists.styles';
import { DateText, TodoItemRow } from './TodoItemRow';
import type { TodoList } from './todo.types';

export type ProjectTodoListsProps = {
  /** The user's to-do lists (`todoListsByUserId`). Lists without items are left out. */
  lists: readonly TodoList[];
  /** The section heading. @default 'Project Communications' */
  title?: string;
  /** The level of the section heading; each list's heading is one level lower. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5;
  /** The IANA zone dates and reminder times are shown in. @default the browser's */
  timeZone?: string;
};

/** Not spec copy: a list is named after what it belongs to (its external id type). */
export const listTitle = (list: TodoList) =>
  list.externalIdType ? `${humanize(list.externalIdType)} to-do list` : 'To-do list';

/**
 * Project Communications: the to-do lists with their items, notes, states, tags
 * and reminders. The spec gives no way to change an item, so the section is read-only for everyone
 * (a curator included: there is nothing to disable). The settings screen shows the section only
 * when there is at least one item.
 */
export function ProjectTodoLists({
  lists,
  title = messages.accountSettings.projectCommunications,
  headingLevel = 2,
  timeZone,
}: ProjectTodoListsProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId} level={headingLevel}>
        {title}
      </SectionHeading>
      {lists
        .filter((list) => list.items.length > 0)
        .map((list) => (
          <TodoListView key={list.todoListId} list={list} level={headingLevel + 1} timeZone={timeZone} />
        ))}
    </Section>
  );
}

function TodoListView({ list, level, timeZone }: { list: TodoList; level: number; timeZone?: string }) {
  const headingId = useId();
  return (
    <ListBox aria-labelledby={headingId}>
      <ListHeading id={headingId} level={level}>
        {listTitle(list)}
      </ListHeading>
      <Muted>
        {/* Not spec copy. */}
        Created <DateText value={list.createdAt} timeZone={timeZone} />
      </Muted>
      <Items>
        {list.items.map((item) => (
          <TodoItemRow key={item.todoItemId} item={item} timeZone={timeZone} />
        ))}
      </Items>
    </ListBox>
  );
}
