'use client';

import { Check, Clock } from '../../components/Icon/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatDate, humanize, isDoneState } from './format';
import { Details, Item, ItemBody, ItemHeader, ItemText, StateBadge, Tags } from './ProjectTodoLists.styles';
import type { TodoDate, TodoItem } from './todo.types';

/** A date (with its time when asked) in a `<time>` element. */
export function DateText({
  value,
  timeZone,
  withTime,
}: {
  value: TodoDate;
  timeZone?: string;
  withTime?: boolean;
}) {
  const { iso, text } = formatDate(value, timeZone, withTime);
  return <time dateTime={iso}>{text}</time>;
}

export type TodoItemRowProps = { item: TodoItem; timeZone?: string };

/**
 * One to-do item, read-only: its text and state, then its notes, tags, reminder and the date it
 * was added. The terms (Notes, Tags...) are not spec copy: the spec lists the fields only.
 */
export function TodoItemRow({ item, timeZone }: TodoItemRowProps) {
  const isDone = isDoneState(item.state);
  const StateIcon = isDone ? Check : Clock;
  return (
    <Item data-state={item.state.toLowerCase()} data-done={isDone || undefined}>
      <StateIcon aria-hidden="true" focusable="false" />
      <ItemBody>
        <ItemHeader>
          <ItemText>{item.todoText}</ItemText>
          <StateBadge>
            <VisuallyHidden>State: </VisuallyHidden>
            {humanize(item.state)}
          </StateBadge>
        </ItemHeader>
        <Details>
          {item.notes ? (
            <>
              <dt>Notes</dt>
              <dd>{item.notes}</dd>
            </>
          ) : null}
          {item.tags.length > 0 ? (
            <>
              <dt>Tags</dt>
              <dd>
                <Tags>
                  {item.tags.map((tag) => (
                    <li key={tag.todoItemTagId}>
                      {tag.tagValue ? `${humanize(tag.tagKey)}: ${tag.tagValue}` : humanize(tag.tagKey)}
                    </li>
                  ))}
                </Tags>
              </dd>
            </>
          ) : null}
          {item.reminder ? (
            <>
              <dt>Reminder</dt>
              <dd>
                <DateText value={item.reminder.reminderDate} timeZone={timeZone} withTime />
              </dd>
            </>
          ) : null}
          <dt>Added</dt>
          <dd>
            <DateText value={item.createdAt} timeZone={timeZone} />
          </dd>
        </Details>
      </ItemBody>
    </Item>
  );
}
