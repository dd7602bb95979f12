/**
 * Postal code reference rows the seed loads: every postal code of the offline geocoder's address
 * list (postalCodeData.test.ts checks they agree) and the header's three featured cities. Kept here
 * rather than read from @hearth/data because the seed also runs in the tests' global setup, which
 * resolves @hearth/data to its built `dist` (or to nothing before a build).
 */
export type PostalCodeRow = {
  postalCode: string;
  cityName: string;
  provinceCode: string;
  latitude: number;
  longitude: number;
  managedMarket: string | null;
};

const row = (
  postalCode: string,
  cityName: string,
  provinceCode: string,
  latitude: number,
  longitude: number,
  managedMarket: string | null = null,
): PostalCodeRow => ({ postalCode, cityName, provinceCode, latitude, longitude, managedMarket });

export const POSTAL_CODES: readonly PostalCodeRow[] = [
  row('78701', 'Austin', 'TX', 30.2747, -97.7404, 'Austin'),
  row('78746', 'Austin', 'TX', 30.2669, -97.7729, 'Austin'),
  row('78704', 'Austin', 'TX', 30.2516, -97.7654, 'Austin'),
  row('78705', 'Austin', 'TX', 30.2998, -97.7394, 'Austin'),
  row('80202', 'Denver', 'CO', 39.753, -105.0, 'Denver'),
  row('80203', 'Denver', 'CO', 39.7402, -104.9848, 'Denver'),
  row('80205', 'Denver', 'CO', 39.7596, -104.9853, 'Denver'),
  row('80209', 'Denver', 'CO', 39.6985, -104.9873, 'Denver'),
  row('80212', 'Denver', 'CO', 39.7694, -105.0438, 'Denver'),
  row('60606', 'Chicago', 'IL', 41.8789, -87.6359),
  row('60613', 'Chicago', 'IL', 41.9484, -87.6553),
  row('60611', 'Chicago', 'IL', 41.8989, -87.623),
  row('60614', 'Chicago', 'IL', 41.9264, -87.6351),
  row('60640', 'Chicago', 'IL', 41.968, -87.666),
  row('97209', 'Portland', 'OR', 45.5231, -122.6814),
  row('97202', 'Portland', 'OR', 45.5046, -122.6344),
  row('97210', 'Portland', 'OR', 45.5367, -122.7),
  row('97217', 'Portland', 'OR', 45.5542, -122.6757),
  row('97204', 'Portland', 'OR', 45.5189, -122.6789),
  row('02129', 'Boston', 'MA', 42.3736, -71.0626),
  row('02215', 'Boston', 'MA', 42.3467, -71.0972),
  row('02109', 'Boston', 'MA', 42.36, -71.0568),
  row('02116', 'Boston', 'MA', 42.3496, -71.0782),
  row('02124', 'Boston', 'MA', 42.291, -71.068),
  row('98109', 'Seattle', 'WA', 47.6205, -122.3493),
  row('98101', 'Seattle', 'WA', 47.6097, -122.3422),
  row('98122', 'Seattle', 'WA', 47.6153, -122.317),
  row('98105', 'Seattle', 'WA', 47.6618, -122.3133),
  row('98104', 'Seattle', 'WA', 47.5998, -122.3271),
  // The featured cities of the header.
  row('90012', 'Los Angeles', 'CA', 34.0614, -118.2385),
  row('73102', 'Oklahoma City', 'OK', 35.4701, -97.5196),
  row('32801', 'Orlando', 'FL', 28.5421, -81.379),
];
