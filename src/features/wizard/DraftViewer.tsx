import { useStore } from '@nanostores/react';
import { screenshotUrl } from './wizard.ts';
import { GENERIC_ERROR } from './wizard-api.ts';
import { $drafts, $generationError, $selectedDraft, goTo, generate, selectDraft } from './wizard.store.ts';

/** The draft selector, the screenshot (or the generation's error message in its place) and the draft's links. */
export default function DraftViewer() {
  const drafts = useStore($drafts);
  const draft = useStore($selectedDraft);
  const error = useStore($generationError);
  const shot = draft?.status === 'ready' ? screenshotUrl(draft.draft_url_screenshot_url) : null;
  const message = error ?? (draft?.status === 'error' ? draft.message : null);
  return (
    <div className="wz-viewer">
      {drafts.length > 0 && (
        <div className="field wz-draft-select">
          <label htmlFor="wz-draft">Select a Draft:</label>
          <select id="wz-draft" value={draft?.id ?? ''} onChange={(e) => selectDraft(e.target.value)}>
            {drafts.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="wz-shot">
        {shot && !message ? (
          <img src={shot} alt={`Screenshot of ${draft!.label}`} width={1280} height={800} />
        ) : (
          <p className="wz-shot-message" role="alert">
            {message || GENERIC_ERROR}
          </p>
        )}
      </div>
      <ul className="wz-links">
        {draft?.draft_url && (
          <li>
            <a className="btn btn-primary" href={draft.draft_url} target="_blank" rel="noopener">
              View my draft
            </a>
          </li>
        )}
        {draft?.download_url && (
          <li>
            <a className="btn btn-ghost" href={draft.download_url} download>
              Download website
            </a>
          </li>
        )}
        <li>
          <button type="button" className="wz-linkbtn" onClick={() => void generate()}>
            Regenerate
          </button>
        </li>
        <li>
          <button type="button" className="wz-linkbtn" onClick={() => goTo(1)}>
            Change design settings
          </button>
        </li>
      </ul>
    </div>
  );
}
