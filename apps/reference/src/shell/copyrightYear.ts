import { useSyncExternalStore } from 'react';

/** The year the pages were prerendered in (vite.config.ts). */
export const BUILD_YEAR = import.meta.env.HEARTH_BUILD_YEAR as number;
const unchanging = () => () => {};
const currentYear = () => new Date().getFullYear();

/**
 * The footer's year. The prerendered pages show the year of the build, and hydration must first
 * render what they show; a page built the year before then moves on to the current year, instead
 * of failing to hydrate and being rendered again.
 */
export const useCopyrightYear = () => useSyncExternalStore(unchanging, currentYear, () => BUILD_YEAR);
