/**
 * Menu, shop and events: the facts only the owner knows (prices, dates). Until one event is complete the Events
 * page is marked 'needs your details' and left out of the site; menu and shop items are the catalogue's.
 */
import { useStore } from '@nanostores/react';
import { pagesNeedingDetails, type FactPage } from '../site-renderer/owner-facts.ts';
import { $spec } from './site-editor.store.ts';
import { Group, ListEditor, TextField } from './Fields.tsx';

function NeedsDetails({ page }: { page: FactPage }) {
  const spec = useStore($spec)!;
  const need = pagesNeedingDetails(spec).find((p) => p.page === page);
  return need ? (
    <p className="ed-needs" role="note">
      {need.message}
    </p>
  ) : null;
}

const Badge = ({ page }: { page: FactPage }) => {
  const spec = useStore($spec)!;
  return pagesNeedingDetails(spec).some((p) => p.page === page) ? (
    <span className="ed-badge">Needs your details</span>
  ) : null;
};

/**
 * Menu and shop items live in the catalogue (issue 40; data migration 0030 copied the ones typed here): the live
 * site's Menu and Shop pages show it, so these panels keep the copy's introduction and send the owner to Shop.
 */
function CataloguePanel({ page, title, items }: { page: 'menu' | 'shop'; title: string; items: string }) {
  const spec = useStore($spec)!;
  if (!spec.pages.includes(page)) return null;
  return (
    <Group title={title}>
      <p role="note">
        Your {items} are managed in <a href="/dashboard/shop/">Shop</a>. The {title} page of your live site lists them,
        with their prices and photos, once it has one; until then it is left out.
      </p>
      {spec.copy[page] && <TextField label="Introduction" path={['copy', page, 'intro']} multiline maxLength={400} />}
    </Group>
  );
}

export const MenuPanel = () => <CataloguePanel page="menu" title="Menu" items="menu items" />;
export const ShopPanel = () => <CataloguePanel page="shop" title="Shop" items="products" />;

export function EventsPanel() {
  const spec = useStore($spec)!;
  if (!spec.pages.includes('events') || !spec.copy.events) return null;
  return (
    <Group title="Events" note={<Badge page="events" />}>
      <NeedsDetails page="events" />
      <TextField label="Introduction" path={['copy', 'events', 'intro']} multiline maxLength={400} />
      <ListEditor
        path={['copy', 'events', 'items']}
        itemLabel="Event"
        blank={{ title: '', when: '', description: '' }}
        max={12}
      >
        {(i) => (
          <>
            <TextField label="Name of the event" path={['copy', 'events', 'items', i, 'title']} maxLength={90} />
            <TextField
              label="Date and time"
              path={['copy', 'events', 'items', i, 'when']}
              maxLength={80}
              placeholder="Saturday 14 March, 7 p.m."
            />
            <TextField
              label="Description (optional)"
              path={['copy', 'events', 'items', i, 'description']}
              multiline
              maxLength={320}
            />
          </>
        )}
      </ListEditor>
    </Group>
  );
}
