import type { TestProject } from 'vitest/node';
import { prepareTestDatabase, SNAPSHOT_ENV } from './snapshot';

export default async function setup(project: TestProject) {
  await prepareTestDatabase();
  project.provide('apiSnapshot', process.env[SNAPSHOT_ENV] ?? '');
}
