/**
 * What the page shell loads through @hearth/data, mapped to the props of the @hearth/ui shell.
 * Optional reads give null on failure and never block the page. A pro's header reads more
 * (proHeaderData.ts).
 */
import {
  activeProjectCount,
  adviceTiles,
  avatarSources,
  type HeaderData,
  headerDataResource,
  maintenanceWindowsResource,
  type UserContext,
  userProjectsResource,
} from '@hearth/data';
import { client } from '../data/client';
import type { HeaderResources, MaintenanceWindow, RepairAndImproveLinks } from './uiTypes';

export function toRepairAndImprove(data: HeaderData): RepairAndImproveLinks {
  const pick = (proType: 'COMPANY_TYPE' | 'SERVICE_TYPE') =>
    data.links.filter((link) => link.proType === proType).map(({ name, href }) => ({ name, href }));
  return { professionals: pick('COMPANY_TYPE'), projects: pick('SERVICE_TYPE') };
}

export function toResources(data: HeaderData, today: Date): HeaderResources {
  return {
    adviceTiles: adviceTiles(data.adviceTiles.fixed, data.adviceTiles.monthly, today),
    costGuides: data.costGuides.map(({ name, slug }) => ({ name, slug })),
    featuredCities: data.featuredCities.map(({ cityName, provinceCode, href }) => ({
      cityName,
      provinceCode,
      href,
    })),
  };
}

export const loadHeaderData = (signal: AbortSignal) => client.call(headerDataResource.read, {}, { signal });

export async function loadActiveProjectCount(userId: number, signal: AbortSignal): Promise<number> {
  try {
    return activeProjectCount(await client.call(userProjectsResource.read, { userId }, { signal }));
  } catch {
    // The header's project count is a hint: without it the header shows no count, the page works.
    return 0;
  }
}

/** The window the banner watches: the one under way or the next one, else none. */
export async function loadMaintenanceWindow(
  signal: AbortSignal,
  now = Date.now(),
): Promise<MaintenanceWindow | null> {
  const { windows } = await client.call(maintenanceWindowsResource.read, {}, { signal });
  const next = windows.find((window) => new Date(window.end).getTime() > now);
  return next ? { start: new Date(next.start), end: new Date(next.end) } : null;
}

export function photoSourcesOf(user: UserContext, imagesHost: string): string[] {
  return avatarSources({
    imagesHost,
    filename: user.hearthUser.headshotImageFilename,
    size: 'SMALL',
    facebookUserId: user.hearthFaceBookUserDTO?.facebookUserId,
  });
}
