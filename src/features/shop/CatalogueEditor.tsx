/**
 * The catalogue on the Shop page: sections in order, their items, and the items without a section. Everything moves
 * with buttons (Move up / Move down), so the keyboard and screen readers do all a mouse can; one editor is open at
 * a time. Staff and viewers see the same lists without the buttons.
 */
import { useState } from 'react';
import type { CatalogueItem, CatalogueResponse, CatalogueSection } from '../../schemas/catalogue-responses.ts';
import { formatMoney } from '../../shared/money.ts';
import { textIn } from '../../shared/shop/catalogue-text.ts';
import { itemsIn, moved, sortedSections } from './shop.ts';
import { deleteEntry, reorderEntries } from './shop.store.ts';
import ItemEditor from './ItemEditor.tsx';
import SectionForm from './SectionForm.tsx';
import EntryActions from './EntryActions.tsx';

const choicesText = (n: number) => (n ? ` · ${n} choice${n > 1 ? 's' : ''}` : '');

type Editing =
  | { kind: 'item'; item: CatalogueItem | null; sectionId: string | null }
  | { kind: 'section'; section: CatalogueSection | null }
  | null;

export default function CatalogueEditor({
  catalogue,
  say,
}: {
  catalogue: CatalogueResponse;
  say: (m: string) => void;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const lang = catalogue.languages[0]!;
  const sections = sortedSections(catalogue.sections);
  const edit = catalogue.can_edit;

  async function run(work: () => Promise<{ ok: boolean; message: string }>) {
    setBusy(true);
    const result = await work();
    setBusy(false);
    say(result.message);
  }
  const move = (kind: 'sections' | 'items', ids: string[], n: number, delta: -1 | 1, sectionId: string | null) => {
    const next = moved(ids, n, delta);
    if (next)
      void run(() =>
        reorderEntries(kind === 'sections' ? { kind, ids: next } : { kind, ids: next, section_id: sectionId }),
      );
  };
  const remove = (kind: 'sections' | 'items', id: string, name: string) => {
    const warning =
      kind === 'sections'
        ? `Delete the section "${name}"? Its items stay, under "Other items".`
        : `Delete "${name}"? Past orders keep their copy. To stop selling it for now, hide it instead.`;
    if (window.confirm(warning)) void run(() => deleteEntry(kind, id));
  };
  const done = (message: string) => {
    setEditing(null);
    say(message);
  };
  const itemEditor = (sectionId: string | null) =>
    editing?.kind === 'item' &&
    editing.sectionId === sectionId && (
      <ItemEditor
        item={editing.item}
        sectionId={sectionId}
        sections={sections}
        languages={catalogue.languages}
        onDone={done}
        onCancel={() => setEditing(null)}
      />
    );

  const group = (section: CatalogueSection | null, n: number) => {
    const items = itemsIn(catalogue.items, section?.id ?? null);
    if (!section && !items.length && !(editing?.kind === 'item' && editing.sectionId === null)) return null;
    const name = section ? textIn(section.name, lang) : 'Other items';
    const ids = items.map((i) => i.id);
    return (
      <section className="shop-section" key={section?.id ?? 'none'} aria-label={name}>
        <div className="shop-section-head">
          <h3>{name}</h3>
          {edit && section && (
            <EntryActions
              name={name}
              editLabel="Rename"
              onEdit={() => setEditing({ kind: 'section', section })}
              index={n}
              count={sections.length}
              busy={busy}
              onMove={(delta) =>
                move(
                  'sections',
                  sections.map((s) => s.id),
                  n,
                  delta,
                  null,
                )
              }
              onDelete={() => remove('sections', section.id, name)}
            />
          )}
        </div>
        {editing?.kind === 'section' && editing.section?.id === section?.id && section && (
          <SectionForm
            section={section}
            languages={catalogue.languages}
            onDone={done}
            onCancel={() => setEditing(null)}
          />
        )}
        {items.length === 0 && <p className="muted">No items in this section yet.</p>}
        <ul className="shop-items">
          {items.map((item, k) => {
            const itemName = textIn(item.name, lang);
            return (
              <li key={item.id} className="shop-item">
                <div className="shop-item-text">
                  <strong>{itemName}</strong> <span>{formatMoney(item.price_cents, lang)}</span>
                  <span className="muted small">
                    {item.stock === null ? ' · Unlimited' : ` · ${item.stock} in stock`}
                    {choicesText(item.choices.length)}
                    {item.visible ? '' : ' · Hidden'}
                  </span>
                </div>
                {edit && (
                  <EntryActions
                    name={itemName}
                    editLabel="Edit"
                    onEdit={() => setEditing({ kind: 'item', item, sectionId: item.section_id })}
                    index={k}
                    count={items.length}
                    busy={busy}
                    onMove={(delta) => move('items', ids, k, delta, item.section_id)}
                    onDelete={() => remove('items', item.id, itemName)}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {itemEditor(section?.id ?? null)}
        {edit && !(editing?.kind === 'item' && editing.sectionId === (section?.id ?? null)) && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setEditing({ kind: 'item', item: null, sectionId: section?.id ?? null })}
          >
            Add an item{section ? ` to ${name}` : ''}
          </button>
        )}
      </section>
    );
  };

  return (
    <div className="shop-catalogue">
      {catalogue.items.length === 0 && (
        <p className="notice">No items yet: add your first product or menu item{edit ? ' below' : ''}.</p>
      )}
      {sections.map((s, n) => group(s, n))}
      {group(null, -1)}
      {edit && sections.length === 0 && catalogue.items.length === 0 && editing?.kind !== 'item' && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing({ kind: 'item', item: null, sectionId: null })}
        >
          Add your first item
        </button>
      )}
      {edit &&
        (editing?.kind === 'section' && !editing.section ? (
          <SectionForm section={null} languages={catalogue.languages} onDone={done} onCancel={() => setEditing(null)} />
        ) : (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setEditing({ kind: 'section', section: null })}
          >
            Add a section
          </button>
        ))}
    </div>
  );
}
