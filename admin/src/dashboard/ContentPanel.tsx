import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useTranslate, type TranslateFunction } from 'react-admin';
import type { ContentFigures } from '../../../contract/dashboardFigures';
import { formatDateTime } from '../shared/companyTime';
import { useFigures } from './dashboardFigures';
import { FigureList } from './FigureList';
import { PanelGrid, PanelState } from './PanelGrid';

/** A kind by its resource's name (the articles, one resource per section, by a name of their own). */
const kindName = (translate: TranslateFunction, kind: string) =>
  kind === 'articles' ? translate('app.dashboard.articles') : translate(`resources.content/${kind}.name`, { smart_count: 2, _: kind });

/** A count per content kind, named in the staff user's language. */
function KindCounts({ title, none, counts }: { title: string; none: string; counts: Array<{ kind: string; count: number }> }) {
  const translate = useTranslate();
  return (
    <Card component="section">
      <CardContent>
        <Typography component="h3" variant="subtitle1">{title}</Typography>
        <List dense>
          {counts.length === 0 && <ListItem><ListItemText primary={none} /></ListItem>}
          {counts.map((kind) => (
            <ListItem key={kind.kind}><ListItemText primary={`${kindName(translate, kind.kind)}: ${kind.count}`} /></ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** The editors' part: what waits to be published, when the site and an item last went live, and what waits to be translated again. */
export function ContentPanel() {
  const translate = useTranslate();
  const query = useFigures<ContentFigures>('/dashboard/content');
  const title = translate('app.dashboard.content');
  if (!query.data) return <PanelState title={title} query={query} />;
  const figures = query.data;
  const site = figures.lastSitePublish;
  return (
    <PanelGrid title={title}>
      <FigureList
        title={translate('app.dashboard.publishing')}
        figures={[
          { name: 'unpublished', label: translate('app.dashboard.unpublished'), value: figures.byKind.reduce((sum, kind) => sum + kind.count, 0) },
          {
            name: 'lastItemPublished',
            label: translate('app.dashboard.lastItemPublished'),
            value: figures.lastItemPublishedAt ? formatDateTime(figures.lastItemPublishedAt) : translate('app.dashboard.never'),
          },
          {
            name: 'lastSitePublish',
            label: translate('app.dashboard.lastSitePublish'),
            value: site ? formatDateTime(site.finishedAt) : translate('app.dashboard.notSinceStart'),
            ...(site && { note: translate(`app.dashboard.siteStatus.${site.status}`) }),
          },
        ]}
      />
      <KindCounts title={translate('app.dashboard.unpublishedByKind')} none={translate('app.dashboard.none')} counts={figures.byKind} />
      <KindCounts title={translate('app.translation.byKind')} none={translate('app.translation.noneOutOfDate')} counts={figures.translationsOutOfDate} />
      <Card component="section">
        <CardContent>
          <Typography component="h3" variant="subtitle1">{translate('app.dashboard.oldestDrafts')}</Typography>
          <List dense>
            {figures.oldest.length === 0 && <ListItem><ListItemText primary={translate('app.dashboard.none')} /></ListItem>}
            {figures.oldest.map((item) => (
              <ListItemButton key={`${item.kind}/${item.itemId}`} component={Link} to={`/${item.kind}/${item.itemId}`}>
                <ListItemText
                  primary={`${kindName(translate, item.kind)} ${item.itemId}`}
                  secondary={[item.draftBy, item.draftAt && formatDateTime(item.draftAt)].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        </CardContent>
      </Card>
    </PanelGrid>
  );
}
