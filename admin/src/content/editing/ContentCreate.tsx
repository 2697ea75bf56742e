import { type ReactNode } from 'react';
import { Create, SaveButton, Toolbar, useNotify, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import type { ContentFormShape } from '../contentFormShape';
import { ContentForm } from './ContentForm';
import { ContentShapeContext } from './contentShapeContext';
import { CARD_OF_STICKY_TOOLBAR, STICKY_TOOLBAR } from './stickyToolbar';
import { toSavedDocument } from './translatedValues';

/**
 * A new item of any kind: created unpublished, then edited, published, versioned like any other.
 * The notice says it is a draft, not on the site yet, and what puts it there.
 */
export function ContentCreate({ shape, defaults, children }: { shape: ContentFormShape; defaults: Record<string, unknown>; children: ReactNode }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext()!;
  return (
    <ContentShapeContext.Provider value={shape}>
      <Create
        record={{ document: defaults }}
        sx={CARD_OF_STICKY_TOOLBAR}
        transform={(data: RaRecord) => ({ document: toSavedDocument(data.document as Record<string, unknown>, shape) })}
        mutationOptions={{
          onSuccess: (created: RaRecord) => {
            notify('app.unsaved.draftCreated', { type: 'info' });
            redirect('edit', resource, created.id, created);
          },
        }}
      >
        <ContentForm toolbar={<Toolbar sx={STICKY_TOOLBAR}><SaveButton label="app.content.saveDraft" /></Toolbar>}>{children}</ContentForm>
      </Create>
    </ContentShapeContext.Provider>
  );
}
