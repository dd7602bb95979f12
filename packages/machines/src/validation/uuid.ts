const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const V4_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Any RFC 9562 uuid in its 8-4-4-4-12 hex form (the password-reset token). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** A version 4, variant 1 uuid (project and nested-object ids). */
export const isV4Uuid = (value: string): boolean => V4_UUID.test(value);
