import { describe, expect, test } from 'vitest';
import { ALLOW_PROD_ENV, assertEnvironmentAllowed, EnvironmentError } from './environment';
import { createHearthClient } from './hearthClient';

const outsideNode = { env: {} };
const insideNode = { env: { KUBERNETES_SERVICE_HOST: '10.0.0.1' } };

describe('environment guard', () => {
  test('local, dev and qa are allowed anywhere', () => {
    for (const environment of ['local', 'dev', 'qa'] as const) {
      expect(() => assertEnvironmentAllowed({ environment }, outsideNode)).not.toThrow();
      expect(() => assertEnvironmentAllowed({ environment }, { hostname: 'localhost' })).not.toThrow();
    }
  });

  test('prod from Node outside the cluster is refused with a message saying how to override', () => {
    expect(() => assertEnvironmentAllowed({ environment: 'prod' }, outsideNode)).toThrow(EnvironmentError);
    expect(() => assertEnvironmentAllowed({ environment: 'prod' }, outsideNode)).toThrow(
      /KUBERNETES_SERVICE_HOST is not set.*allowProdOutsideCluster: true.*HEARTH_ALLOW_PROD_OUTSIDE_CLUSTER=1/,
    );
  });

  test('createHearthClient refuses too', () => {
    expect(() =>
      createHearthClient({ baseUrl: 'http://127.0.0.1:1', environment: 'prod', runtime: outsideNode }),
    ).toThrow(/Refusing to use the prod environment from outside the cluster/);
  });

  test('prod inside the cluster, or explicitly overridden, is allowed', () => {
    expect(() => assertEnvironmentAllowed({ environment: 'prod' }, insideNode)).not.toThrow();
    expect(() =>
      assertEnvironmentAllowed({ environment: 'prod', allowProdOutsideCluster: true }, outsideNode),
    ).not.toThrow();
    expect(() =>
      assertEnvironmentAllowed({ environment: 'prod' }, { env: { [ALLOW_PROD_ENV]: '1' } }),
    ).not.toThrow();
    expect(() =>
      assertEnvironmentAllowed({ environment: 'prod' }, { env: { [ALLOW_PROD_ENV]: '0' } }),
    ).toThrow();
  });

  test('in a browser, prod is allowed only on a host under the production domain', () => {
    const guard = (hostname: string, productionDomain?: string) => () =>
      assertEnvironmentAllowed({ environment: 'prod', productionDomain }, { hostname });
    expect(guard('www.hearth.example', 'hearth.example')).not.toThrow();
    expect(guard('hearth.example', 'hearth.example')).not.toThrow();
    expect(guard('evil-hearth.example', 'hearth.example')).toThrow(/not under the production domain/);
    expect(guard('localhost', 'hearth.example')).toThrow(/allowProdOutsideCluster: true/);
    expect(guard('www.hearth.example')).toThrow(/no productionDomain given/);
  });

  test('an unknown environment is refused', () => {
    // @ts-expect-error not an environment
    expect(() => assertEnvironmentAllowed({ environment: 'staging' }, insideNode)).toThrow(
      /use one of local, dev, qa, prod/,
    );
  });
});
