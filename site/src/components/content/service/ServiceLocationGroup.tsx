import React from 'react';
import type { ServiceLocation, ServiceLocationType } from '../../../../../contract/entities/serviceLocation';
import { PhoneLink } from '../DetailList';
import { useCopy } from '../i18n';
import * as styles from './ServiceSupportPage.module.css';

/** What the list shows of a place: its type is the group's. */
type ServiceLocationItem = Omit<ServiceLocation, 'locationType'>;

/** The offices or service points of one type, as the service page's locations section lists them. */
export function ServiceLocationGroup({ type, locations }: { type: ServiceLocationType; locations: readonly ServiceLocationItem[] }) {
  const t = useCopy('pages');
  return (
    <div className={styles.locationGroup}>
      <h3 className={styles.groupTitle}>{t(`serviceSupport.locations.types.${type}`)}</h3>
      <ul className={styles.locations}>
        {locations.map((place) => (
          <li key={place.locationId} className={styles.location}>
            <h4 className={styles.locationName}>{place.locationName}</h4>
            <p className={styles.province}>{place.province}</p>
            <dl className={styles.locationFacts}>
              <div>
                <dt>{t('serviceSupport.locations.address')}</dt>
                <dd>{place.address}</dd>
              </div>
              <div>
                <dt>{t('serviceSupport.locations.phone')}</dt>
                <dd>
                  <PhoneLink number={place.phone} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
