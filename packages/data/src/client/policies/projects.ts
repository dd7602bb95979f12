/** Project fetch: "Errors on project fetch are logged and give null." */

import { projectLifecycleServiceResource } from '../../contract/resources';
import type { CallOptions } from '../client';
import { AbortError } from '../errors';
import { consoleLogger, type PolicyClient, type PolicyLogger } from './shared';

export async function fetchProjectLifecycle(
  client: PolicyClient,
  projectLifecycleId: string,
  options: CallOptions & { logger?: PolicyLogger } = {},
) {
  const { logger = consoleLogger, ...callOptions } = options;
  try {
    return await client.call(projectLifecycleServiceResource.read, { projectLifecycleId }, callOptions);
  } catch (error) {
    if (error instanceof AbortError) throw error;
    logger.error(`Could not load project ${projectLifecycleId}`, error);
    return null;
  }
}
