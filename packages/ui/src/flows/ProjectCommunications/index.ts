export { listTitle, ProjectTodoLists, type ProjectTodoListsProps } from './ProjectTodoLists';
export type { TodoDate, TodoItem, TodoItemTag, TodoList, TodoReminder } from './todo.types';
