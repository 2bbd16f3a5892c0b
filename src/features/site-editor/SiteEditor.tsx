/**
 * /dashboard/web-hosting: the site editor island. The form edits the owner's working copy of the
 * site spec (saved as a draft); the preview beside it shows the real renderer's output; the publish
 * panel says whether that draft is live and puts it live. `toolbarActions` adds buttons to the toolbar.
 */
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $loadError, $phase, $spec, hasUnsaved, loadEditor, persistHistory } from './site-editor.store.ts';
import { LanguagesPanel } from './LanguagesPanel.tsx';
import { isBilingual } from './bilingual.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { EditorPreview } from './EditorPreview.tsx';
import { DesignPanel, HeaderFooterPanel, HomePanel, PagesPanel, SearchPanel } from './SitePanels.tsx';
import { AboutPanel, ContactPanel, FaqPanel, ServicesPanel, TeamPanel } from './ContentPanels.tsx';
import { EventsPanel, MenuPanel, ShopPanel } from './FactPanels.tsx';
import { PhotosPanel } from './PhotosPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import './site-editor.css';

export default function SiteEditor({ toolbarActions }: { toolbarActions?: ReactNode }) {
  const phase = useStore($phase);
  const error = useStore($loadError);
  const spec = useStore($spec);

  useEffect(() => {
    void loadEditor();
    // No edit is lost by closing the tab by mistake: the browser asks first while a save is outstanding.
    const warn = (e: BeforeUnloadEvent) => {
      if (hasUnsaved()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    // The undo history is written shortly after each change; leaving the page writes it at once.
    window.addEventListener('pagehide', persistHistory);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', persistHistory);
    };
  }, []);

  if (phase === 'loading')
    return (
      <p className="muted" role="status">
        Loading your website…
      </p>
    );
  if (phase === 'signed-out')
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to edit your website.
      </p>
    );
  if (phase === 'no-site')
    return (
      <p className="notice">
        {error} <a href="/create-business-website/">Create your website</a>
      </p>
    );
  if (phase === 'error')
    return (
      <p className="form-error" role="alert">
        {error}{' '}
        <button type="button" className="btn btn-ghost" onClick={() => void loadEditor()}>
          Try again
        </button>
      </p>
    );

  return (
    <div className={spec && isBilingual(spec) ? 'ed ed-bilingual' : 'ed'}>
      <EditorToolbar actions={toolbarActions} />
      <PublishPanel />
      <div className="ed-layout">
        <form className="ed-form" aria-label="Edit your website" onSubmit={(e) => e.preventDefault()}>
          <a className="ed-jump" href="#ed-preview">
            Jump to the preview
          </a>
          <LanguagesPanel />
          <HomePanel />
          <PhotosPanel />
          <MenuPanel />
          <ShopPanel />
          <EventsPanel />
          <PagesPanel />
          <AboutPanel />
          <ServicesPanel />
          <TeamPanel />
          <FaqPanel />
          <ContactPanel />
          <HeaderFooterPanel />
          <DesignPanel />
          <SearchPanel />
        </form>
        <div id="ed-preview" className="ed-preview-col">
          <EditorPreview />
        </div>
      </div>
    </div>
  );
}
