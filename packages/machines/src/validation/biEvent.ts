/** The optional entity pairs of a BI user-action event. */
export interface BiEntityPairs {
  entityName1?: string | null | undefined;
  entityValue1?: string | number | null | undefined;
  entityName2?: string | null | undefined;
  entityValue2?: string | number | null | undefined;
}

const present = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && value !== '';

/** A pair is either complete (name and value) or absent (neither). */
export const isEntityPairValid = (
  name: string | null | undefined,
  value: string | number | null | undefined,
): boolean => present(name) === present(value);

/** The event needs both name and value for entity 1 and for entity 2. */
export const areBiEntitiesValid = (event: BiEntityPairs): boolean =>
  isEntityPairValid(event.entityName1, event.entityValue1) &&
  isEntityPairValid(event.entityName2, event.entityValue2);
