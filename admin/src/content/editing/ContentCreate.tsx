import { type ReactNode } from 'react';
import { Create, SaveButton, Toolbar, type RaRecord } from 'react-admin';
import type { ContentFormShape } from '../contentFormShape';
import { ContentForm } from './ContentForm';
import { ContentShapeContext } from './contentShapeContext';
import { CARD_OF_STICKY_TOOLBAR, STICKY_TOOLBAR } from './stickyToolbar';
import { toSavedDocument } from './translatedValues';

/** A new item of any kind: created unpublished, then edited, published, versioned like any other. */
export function ContentCreate({ shape, defaults, children }: { shape: ContentFormShape; defaults: Record<string, unknown>; children: ReactNode }) {
  return (
    <ContentShapeContext.Provider value={shape}>
      <Create
        record={{ document: defaults }}
        redirect="edit"
        sx={CARD_OF_STICKY_TOOLBAR}
        transform={(data: RaRecord) => ({ document: toSavedDocument(data.document as Record<string, unknown>, shape) })}
      >
        <ContentForm toolbar={<Toolbar sx={STICKY_TOOLBAR}><SaveButton label="app.content.saveDraft" /></Toolbar>}>{children}</ContentForm>
      </Create>
    </ContentShapeContext.Provider>
  );
}
