/** The kinds of place, in the order the service page lists them. */
export const SERVICE_LOCATION_TYPES = ['headquarters', 'branch', 'service'] as const;
export type ServiceLocationType = (typeof SERVICE_LOCATION_TYPES)[number];

/** An office or service point (`localtion/list`). */
export interface ServiceLocation {
  locationId: number;
  locationName: string;
  province: string;
  address: string;
  phone: string;
  locationType: ServiceLocationType;
}
