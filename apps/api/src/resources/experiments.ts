import { createHash } from 'node:crypto';
import { DEFAULT_AB_VARIANT, type experimentsResources } from '@hearth/data';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  type ExperimentVariant,
  experimentImpressions,
  experimentParticipations,
  experiments,
} from '../db/schema';
import type { HandlersFor } from './handlers';

/**
 * The variant a client gets: a hash of experiment and client mapped onto the weights, so the same
 * client always lands in the same variant, even before anything is stored.
 */
export function pickVariant(experimentName: string, clientId: string, variants: ExperimentVariant[]): string {
  const usable = variants.filter((variant) => variant.weight > 0);
  const total = usable.reduce((sum, variant) => sum + variant.weight, 0);
  if (total <= 0) return DEFAULT_AB_VARIANT;
  const digest = createHash('sha256').update(`${experimentName}\u0000${clientId}`).digest();
  const point = (digest.readUInt32BE(0) / 2 ** 32) * total;
  let upTo = 0;
  for (const variant of usable) {
    upTo += variant.weight;
    if (point < upTo) return variant.name;
  }
  return usable[usable.length - 1]?.name ?? DEFAULT_AB_VARIANT;
}

async function activeExperiment(db: Queryable, experimentName: string) {
  const [experiment] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.experimentName, experimentName), eq(experiments.active, true)));
  return experiment ?? null;
}

async function storedVariant(db: Queryable, experimentName: string, clientId: string) {
  const [row] = await db
    .select({ variant: experimentParticipations.variant })
    .from(experimentParticipations)
    .where(
      and(
        eq(experimentParticipations.experimentName, experimentName),
        eq(experimentParticipations.clientId, clientId),
      ),
    );
  return row?.variant ?? null;
}

export const experimentsHandlers: HandlersFor<typeof experimentsResources> = {
  abTestParticipate: {
    read: async ({ experimentName, clientId, sessionId, recordImpression }, { db }) => {
      const experiment = await activeExperiment(db, experimentName);
      if (!experiment) {
        return { experimentName, clientId, variant: DEFAULT_AB_VARIANT, participating: false };
      }
      const variant = await db.transaction(async (tx) => {
        // The first participation stores the variant; later weight changes do not move the client.
        await tx
          .insert(experimentParticipations)
          .values({
            experimentName,
            clientId,
            variant: pickVariant(experimentName, clientId, experiment.variants),
          })
          .onConflictDoNothing();
        const stored = (await storedVariant(tx, experimentName, clientId)) ?? DEFAULT_AB_VARIANT;
        if (recordImpression) {
          await tx
            .insert(experimentImpressions)
            .values({ experimentName, clientId, sessionId: sessionId ?? null, variant: stored });
        }
        return stored;
      });
      return { experimentName, clientId, variant, participating: true };
    },
  },
  abTestParticipation: {
    read: async ({ experimentName, clientId }, { db }) => {
      const experiment = await activeExperiment(db, experimentName);
      if (!experiment) {
        return { experimentName, clientId, variant: DEFAULT_AB_VARIANT, participating: false };
      }
      const stored = await storedVariant(db, experimentName, clientId);
      return {
        experimentName,
        clientId,
        variant: stored ?? pickVariant(experimentName, clientId, experiment.variants),
        participating: stored !== null,
      };
    },
  },
};
