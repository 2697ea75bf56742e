import React, { useEffect, useState } from 'react';
import { API_PATHS } from '../../../contract/api';
import type { JobDetails } from '../../../contract/entities/job';
import { isSuccess, type DataEnvelope } from '../../../contract/envelope';
import { ROUTES } from '../../../contract/siteRoutes';
import { cmsGet } from '../../runtime/cmsClient';
import { useQueryId } from '../cases/useQueryId';
import { JobDetailsView } from './JobDetailsView';
import * as styles from './JobDetailsShell.module.css';
import { SiteLink, useText } from '../cases/text';

type State = { status: 'loading' } | { status: 'ready'; job: JobDetails } | { status: 'notFound' } | { status: 'failed' };

/** A job in full (`job/{id}`), or null when the CMS has none (404 or any non-zero code). */
export async function fetchJob(jobId: number): Promise<JobDetails | null> {
  const answer = await cmsGet<DataEnvelope<JobDetails>>(API_PATHS.jobDetails(jobId));
  return isSuccess(answer) && answer.data ? answer.data : null;
}

/** `/joinUsDetails?id=N` on the client: reads the id once mounted and asks the CMS for the job. */
export function JobDetailsShell({ search }: { search: string }) {
  const t = useText('careers');
  const id = useQueryId(search);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (id === undefined) return undefined;
    if (id === null) {
      setState({ status: 'notFound' });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    fetchJob(id).then(
      (job) => {
        if (current) setState(job ? { status: 'ready', job } : { status: 'notFound' });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (state.status === 'ready') return <JobDetailsView job={state.job} />;
  if (state.status === 'loading') {
    return (
      <div className={styles.message} aria-busy="true">
        <h1 className={styles.title}>{t('details.heading')}</h1>
        <p role="status" className={styles.muted}>
          {t('details.loading')}
        </p>
      </div>
    );
  }
  return <JobMissing failed={state.status === 'failed'} />;
}

/** No such job (or it could not be loaded): says so and leads back to the list. */
export function JobMissing({ failed = false }: { failed?: boolean }) {
  const t = useText('careers');
  return (
    <div className={styles.message}>
      <h1 className={styles.title}>{failed ? t('details.failedTitle') : t('details.notFoundTitle')}</h1>
      <p>{failed ? t('details.failedBody') : t('details.notFoundBody')}</p>
      <p>
        <SiteLink to={ROUTES.joinUs} className={styles.link}>
          {t('details.backToList')}
        </SiteLink>
      </p>
    </div>
  );
}
