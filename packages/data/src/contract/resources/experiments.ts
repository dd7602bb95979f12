/** A/B experiments. */
import { z } from 'zod/mini';
import { bool } from '../fields';
import { resource } from '../resource';

/** The variant every client gets when an experiment is unknown, inactive or the call fails. */
export const DEFAULT_AB_VARIANT = 'control';

const experimentName = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const clientId = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

export const abTestParticipationResult = /* @__PURE__ */ z.object({
  experimentName: z.string(),
  clientId: z.string(),
  variant: z.string(),
  /** Whether this client's variant is stored (it is from the first participation on). */
  participating: z.boolean(),
});
export type AbTestParticipationResult = z.infer<typeof abTestParticipationResult>;

export const abTestParticipateResource = resource('abTestParticipate', {
  /**
   * Enrols the client in an active experiment (a stable variant per client, stored on first call)
   * and records an impression when asked; 'control' for an unknown or inactive experiment.
   */
  read: {
    path: '/experiments/:experimentName/participate',
    input: () =>
      z.object({
        experimentName,
        clientId,
        sessionId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
        recordImpression: z._default(bool(), false),
      }),
    output: () => abTestParticipationResult,
    access: { type: 'public' },
  },
});

export const abTestParticipationResource = resource('abTestParticipation', {
  /**
   * The client's variant without enrolling: the stored one, else the one it would get; 'control'
   * for an unknown or inactive experiment.
   */
  read: {
    path: '/experiments/:experimentName/participation',
    input: () => z.object({ experimentName, clientId }),
    output: () => abTestParticipationResult,
    access: { type: 'public' },
  },
});

export const experimentsResources = {
  abTestParticipate: abTestParticipateResource,
  abTestParticipation: abTestParticipationResource,
};
