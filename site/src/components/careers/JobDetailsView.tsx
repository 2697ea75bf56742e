import React from 'react';
import { ROUTES, type SiteLanguage } from '../../../../contract/siteRoutes';
import * as prose from '../cases/prose.module.css';
import { dateOf, type JobView } from './careerTypes';
import * as styles from './JobDetailsView.module.css';
import { SiteLink, useText } from '../cases/text';
import { ResumeUploader } from '../../../../widgets/resume';
import { CMS_ORIGIN } from '../../runtime/cmsOrigin';
import { SEARCH_IGNORE, searchBody } from '../search/searchMarks';

/** A job: its facts, duties and requirements, and where the resume goes (a form in the page's language). */
export function JobDetailsView({ job, language }: { job: JobView; language: SiteLanguage }) {
  const t = useText('careers');
  const facts: Array<[string, React.ReactNode]> = [
    [t('details.jobCategory'), job.jobCategoryName],
    [t('details.workPlace'), job.workPlaceName],
    [t('details.place'), job.place],
    [t('details.headcount'), t('details.headcountValue', { count: job.headcount })],
    [t('details.announceTime'), <time dateTime={dateOf(job.announceTime)}>{dateOf(job.announceTime)}</time>],
    [t('details.employmentType'), t(`employmentTypes.${job.employmentType}`)],
  ];
  if (job.closingDate !== null) facts.push([t('details.closingDate'), <time dateTime={job.closingDate}>{job.closingDate}</time>]);
  return (
    <article className={styles.job} {...searchBody('jobs')}>
      <p className={styles.back} {...SEARCH_IGNORE}>
        <SiteLink to={ROUTES.joinUs}>
          <span aria-hidden="true">‹</span>
          {t('details.backToList')}
        </SiteLink>
      </p>
      <h1 className={styles.title}>{job.post}</h1>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('details.duties')}</h2>
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: job.duties }} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('details.requirements')}</h2>
        <div className={prose.prose} dangerouslySetInnerHTML={{ __html: job.requirements }} />
      </section>
      {/* The uploader brings its own heading and introduction: the page adds none, so neither shows twice. */}
      <div className={`${styles.section} ${styles.resume}`} {...SEARCH_IGNORE}>
        <ResumeUploader jobId={job.jobId} language={language} cmsUrl={CMS_ORIGIN} />
      </div>
    </article>
  );
}
