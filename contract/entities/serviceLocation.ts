/** An office or service point (`localtion/list`). */
export interface ServiceLocation {
  locationId: number;
  locationName: string;
  province: string;
  address: string;
  phone: string;
  /** `headquarters`, `branch` or `service`. */
  locationType: 'headquarters' | 'branch' | 'service';
}
