import React, { useId } from 'react';
import type { TagGroup } from '../../../../contract/entities/tag';
import type { TagGroupOptions, TagSelection } from './caseTypes';
import * as styles from './CaseFilters.module.css';
import type { FacetCounts } from './tagFacets';
import { useText } from './text';

export interface CaseFiltersProps {
  groups: readonly TagGroupOptions[];
  /** How many cases each value would leave, given the other groups' choices. */
  counts: FacetCounts;
  selection: TagSelection;
  onChange(group: TagGroup, tagId: number | undefined): void;
  onClear(): void;
}

/**
 * Sub-industry, province, application scenario and partner (the case page's labels). One value per
 * group: the list answers articles carrying every tag chosen, so two provinces would never match.
 * Each value shows how many cases it would leave; those that would leave none are disabled, so a
 * combination of filters never ends in an empty list.
 */
export function CaseFilters({ groups, counts, selection, onChange, onClear }: CaseFiltersProps) {
  const t = useText('cases');
  const baseId = useId();
  const active = Object.values(selection).some((value) => value !== undefined);
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t('filters.legend')}</legend>
      <div className={styles.fields}>
        {groups.map(({ group, tags }) => {
          const id = `${baseId}-${group}`;
          return (
            <div key={group} className={styles.field}>
              <label htmlFor={id}>{t(`filters.${group}`)}</label>
              <select
                id={id}
                className={styles.select}
                value={selection[group] ?? ''}
                onChange={(event) => onChange(group, event.target.value ? Number(event.target.value) : undefined)}
              >
                <option value="">{t('filters.option', { name: t('filters.any'), count: counts.any[group] })}</option>
                {tags.map((tag) => {
                  const count = counts.tag.get(tag.tagId) ?? 0;
                  return (
                    <option key={tag.tagId} value={tag.tagId} disabled={count === 0 && selection[group] !== tag.tagId}>
                      {t('filters.option', { name: tag.tagName, count })}
                    </option>
                  );
                })}
              </select>
            </div>
          );
        })}
        {active ? (
          <button type="button" className={styles.clear} onClick={onClear}>
            {t('filters.clear')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
