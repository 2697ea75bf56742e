import React, { useId, useMemo, useState } from 'react';
import { dateOf, jobDetailsPath, type JobCategory, type JobRow, type WorkPlace } from './careerTypes';
import * as styles from './JobBoard.module.css';
import { SiteLink, useText } from '../cases/text';

export interface JobBoardProps {
  jobs: readonly JobRow[];
  categories: readonly JobCategory[];
  workPlaces: readonly WorkPlace[];
}

/**
 * The job list of /joinUs: filters by job category and workplace over every job (they are few
 * and all pre-rendered), then a table that turns into cards on narrow screens.
 */
export function JobBoard({ jobs, categories, workPlaces }: JobBoardProps) {
  const t = useText('careers');
  const baseId = useId();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [workPlaceId, setWorkPlaceId] = useState<number | undefined>(undefined);
  const shown = useMemo(
    () =>
      jobs.filter(
        (job) =>
          (categoryId === undefined || job.jobCategoryId === categoryId) &&
          (workPlaceId === undefined || job.workPlaceId === workPlaceId),
      ),
    [jobs, categoryId, workPlaceId],
  );
  const filtered = categoryId !== undefined || workPlaceId !== undefined;
  const toId = (value: string) => (value ? Number(value) : undefined);
  const columns = {
    workPlace: t('columns.workPlace'),
    jobCategory: t('columns.jobCategory'),
    post: t('columns.post'),
    place: t('columns.place'),
    announceTime: t('columns.announceTime'),
    action: t('columns.action'),
  };

  return (
    <div className={styles.board}>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('filters.legend')}</legend>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={`${baseId}-category`}>{t('filters.jobCategory')}</label>
            <select
              id={`${baseId}-category`}
              className={styles.select}
              value={categoryId ?? ''}
              onChange={(event) => setCategoryId(toId(event.target.value))}
            >
              <option value="">{t('filters.any')}</option>
              {categories.map((category) => (
                <option key={category.jobCategoryId} value={category.jobCategoryId}>
                  {category.jobCategoryName}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${baseId}-place`}>{t('filters.workPlace')}</label>
            <select
              id={`${baseId}-place`}
              className={styles.select}
              value={workPlaceId ?? ''}
              onChange={(event) => setWorkPlaceId(toId(event.target.value))}
            >
              <option value="">{t('filters.any')}</option>
              {workPlaces.map((place) => (
                <option key={place.workPlaceId} value={place.workPlaceId}>
                  {place.workPlaceName}
                </option>
              ))}
            </select>
          </div>
          {filtered ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                setCategoryId(undefined);
                setWorkPlaceId(undefined);
              }}
            >
              {t('filters.clear')}
            </button>
          ) : null}
        </div>
      </fieldset>

      <p className={styles.count} role="status">
        {t('list.count', { count: shown.length })}
      </p>

      {shown.length === 0 ? (
        <p className={styles.empty}>{t('list.empty')}</p>
      ) : (
        // No explicit roles: HTML forbids ARIA roles on the cells and rows of a table that keeps
        // its own role. Chromium (since 80) and Firefox keep a table's semantics when CSS changes
        // its display, as the narrow-screen cards do.
        <table className={styles.table}>
          <caption className="visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.workPlace}</th>
              <th scope="col">{columns.jobCategory}</th>
              <th scope="col">{columns.post}</th>
              <th scope="col">{columns.place}</th>
              <th scope="col">{columns.announceTime}</th>
              <th scope="col">{columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((job) => (
              <tr key={job.jobId} className={styles.row}>
                <td data-label={columns.workPlace}>{job.workPlaceName}</td>
                <td data-label={columns.jobCategory}>{job.jobCategoryName}</td>
                <td data-label={columns.post} className={styles.post}>{job.post}</td>
                <td data-label={columns.place}>{job.place}</td>
                <td data-label={columns.announceTime}>
                  <time dateTime={dateOf(job.announceTime)}>{dateOf(job.announceTime)}</time>
                </td>
                <td className={styles.action}>
                  <SiteLink to={jobDetailsPath(job.jobId)} className={styles.deliver}>
                    {t('list.deliver')}
                    <span className="visually-hidden">{t('list.deliverFor', { post: job.post })}</span>
                  </SiteLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
