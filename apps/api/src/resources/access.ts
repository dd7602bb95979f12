import type { ResourceDefinition } from '@hearth/data';
import { forbidden, unauthenticated } from '../errors';
import { type Caller, isCurator } from '../security/sessions';

/**
 * The one place resource access is decided, from the contract's `access`. Owner resources are open
 * to the user named in the input; CURATOR may read them, and write only where the contract says.
 * Token resources are open to whoever holds the token: the handler checks it matches.
 */
export function checkAccess(
  definition: ResourceDefinition,
  input: Record<string, unknown>,
  caller: Caller | null,
) {
  const access = definition.access;
  switch (access.type) {
    case 'public':
      return;
    case 'session':
      if (!caller) throw unauthenticated();
      return;
    case 'role':
      if (!caller) throw unauthenticated();
      if (!access.roles.some((role) => caller.roles.includes(role))) throw forbidden();
      return;
    case 'token':
      if (input[access.token] !== undefined && input[access.token] !== null && input[access.token] !== '')
        return;
      return checkOwner(definition, input[access.owner], caller, false);
    case 'owner':
      return checkOwner(definition, input[access.owner], caller, access.curatorWrites ?? false);
    case 'company':
      if (!caller) throw unauthenticated();
      return requireCompanyAccess(
        caller,
        input[access.companyId],
        definition.kind === 'read' ? 'read' : 'write',
      );
  }
}

/** A company's own users may read and write its rows; CURATOR may read them. */
export function mayAccessCompany(caller: Caller | null, companyId: unknown, mode: 'read' | 'write' = 'read') {
  if (!caller) return false;
  if (caller.companyId !== null && caller.companyId === companyId) return true;
  return mode === 'read' && isCurator(caller);
}

export function requireCompanyAccess(caller: Caller, companyId: unknown, mode: 'read' | 'write' = 'read') {
  if (!mayAccessCompany(caller, companyId, mode)) throw forbidden();
}

function checkOwner(
  definition: ResourceDefinition,
  owner: unknown,
  caller: Caller | null,
  curatorWrites: boolean,
) {
  if (!caller) throw unauthenticated();
  if (owner === caller.userId) return;
  if (isCurator(caller) && (definition.kind === 'read' || curatorWrites)) return;
  throw forbidden();
}
