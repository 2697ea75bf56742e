import React from 'react';
import { cmsAsset } from '../../../runtime/cmsOrigin';
import { Card, CardGrid } from '../Cards';
import * as styles from '../DownloadCenter.module.css';
import { useCopy } from '../i18n';
import { Section } from '../Section';
import * as ui from '../ui.module.css';
import type { DownloadGroup, DownloadItem, DownloadStatus } from './downloadTypes';

/**
 * The download centre's lists: a section per group, a card per file with its download button and
 * the status of its last request (started, with a link to try again; or the refusal, unless the
 * form shows it).
 */
export function DownloadCards({ groups, status, formOpen, onDownload }: { groups: DownloadGroup[]; status: DownloadStatus; formOpen: boolean; onDownload(item: DownloadItem): void }) {
  const t = useCopy('about');
  const sending = status.kind === 'sending';
  return (
    <>
      {groups.map((group, index) => (
        <Section key={group.key} id={group.key} title={group.title} tone={index % 2 === 1 ? 'muted' : 'plain'}>
          {group.items.length === 0 ? (
            <p className={ui.empty}>{t('downloadCenter.empty')}</p>
          ) : (
            <CardGrid columns={3}>
              {group.items.map((item) => (
                <Card key={item.articleId} title={item.articleTitle} image={item.articleThumbnail} meta={<time dateTime={item.date}>{item.date}</time>} text={item.articleSummary}>
                  <div className={styles.cardActions}>
                    <button
                      type="button"
                      className={ui.button}
                      disabled={!item.fileId || (sending && status.articleId === item.articleId)}
                      onClick={() => onDownload(item)}
                    >
                      {sending && status.articleId === item.articleId ? t('downloadCenter.preparing') : t('downloadCenter.download')}
                      <span className={ui.visuallyHidden}>{t('downloadCenter.itemContext', { title: item.articleTitle })}</span>
                    </button>
                    <p className={styles.status} role="status" aria-live="polite">
                      {status.kind === 'done' && status.articleId === item.articleId ? (
                        <>
                          {status.started ? `${t('downloadCenter.started')} ` : null}
                          <a href={cmsAsset(status.grant.downloadUrl)} download={status.grant.fileName}>
                            {t('downloadCenter.retryLink')}
                          </a>
                        </>
                      ) : null}
                      {status.kind === 'error' && status.articleId === item.articleId && !formOpen ? (
                        <span className={styles.error}>{status.message}</span>
                      ) : null}
                    </p>
                  </div>
                </Card>
              ))}
            </CardGrid>
          )}
        </Section>
      ))}
    </>
  );
}
