import { ProjectTodoLists } from '@hearth/ui';
import type { AccountRecords } from '../../../flows/account/records';

/** Project Communications: the to-do items of the user's projects. */
export function ProjectCommunicationsPanel({ records }: { records: AccountRecords }) {
  return <ProjectTodoLists lists={records.todoLists} headingLevel={3} />;
}
