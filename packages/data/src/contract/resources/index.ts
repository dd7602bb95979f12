/**
 * Every named resource of both spec files, grouped as the spec groups them. The client exposes
 * them as `resources.<name>.<kind>`; the API serves each at `API_PREFIX + path`.
 *
 * The schemas their modules make as they load are marked `/* @__PURE__ *\/`, as `resource()` is
 * free of side effects: a bundle drops the schemas of the resources a page never calls, and does
 * not build them when the page loads.
 */
import { accountResources } from './account';
import { analyticsResources } from './analytics';
import { balancesResources } from './balances';
import { callsResources } from './calls';
import { companiesResources } from './companies';
import { conversationsResources } from './conversations';
import { experimentsResources } from './experiments';
import { locationsResources } from './locations';
import { projectsResources } from './projects';
import { servicesResources } from './services';
import { sessionResources } from './session';
import { subscriptionsResources } from './subscriptions';
import { surveyResources } from './survey';
import { taxonomyResources } from './taxonomy';
import { usersResources } from './users';

export const resourceGroups = {
  session: sessionResources,
  projects: projectsResources,
  conversations: conversationsResources,
  calls: callsResources,
  taxonomy: taxonomyResources,
  locations: locationsResources,
  companies: companiesResources,
  users: usersResources,
  services: servicesResources,
  experiments: experimentsResources,
  analytics: analyticsResources,
  survey: surveyResources,
  balances: balancesResources,
  subscriptions: subscriptionsResources,
  account: accountResources,
} as const;

export const resources = {
  ...sessionResources,
  ...projectsResources,
  ...conversationsResources,
  ...callsResources,
  ...taxonomyResources,
  ...locationsResources,
  ...companiesResources,
  ...usersResources,
  ...servicesResources,
  ...experimentsResources,
  ...analyticsResources,
  ...surveyResources,
  ...balancesResources,
  ...subscriptionsResources,
  ...accountResources,
};
export type Resources = typeof resources;
export type ResourceName = keyof Resources;

export * from './account';
export * from './analytics';
export * from './balances';
export * from './calls';
export * from './companies';
export * from './conversations';
export * from './experiments';
export * from './locations';
export * from './projects';
export * from './services';
export * from './session';
export * from './subscriptions';
export * from './survey';
export * from './taxonomy';
export * from './users';
