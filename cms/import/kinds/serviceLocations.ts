import { serviceLocationSchema, type ServiceLocationItem } from '../../../contract/validation/contentExport';
import {
  insertServiceLocation, updateServiceLocation, type ServiceLocationWrite,
} from '../../content/serviceLocations/serviceLocationWrites';
import type { ImportKind } from '../importKind';
import { byLanguage, mergeVersions, versionsOf } from '../languageVersions';

/** `localtion/list`: offices and service points, the same places in both languages. */
export const serviceLocations: ImportKind<ServiceLocationWrite, ServiceLocationWrite, ServiceLocationWrite> = {
  kind: 'serviceLocation',
  contentKind: 'service-locations',
  collect: (file) =>
    versionsOf(file, (section) => section['localtion/list'], serviceLocationSchema, (location) => location.locationId, 'locationId').map(
      (entry) =>
        mergeVersions(
          entry,
          'location',
          (location) => location.locationName,
          (location: ServiceLocationItem) => ({ locationType: location.locationType, phone: location.phone }),
          (versions) => {
            const texts = byLanguage(versions, (location) => ({ name: location.locationName, province: location.province, address: location.address }));
            return {
              type: versions[0]!.item.locationType,
              phone: versions[0]!.item.phone,
              sort: versions[0]!.position,
              texts,
              // The old site names one province per location; its Chinese name is what leads carry.
              provinces: texts.zh ? [texts.zh.province] : [],
            };
          },
        ),
    ),
  prepare: async (location) => location,
  resolve: async (_db, location) => location,
  insert: insertServiceLocation,
  update: updateServiceLocation,
};
