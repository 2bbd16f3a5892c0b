/**
 * Menu, shop and events: the facts only the owner knows (prices, dates). Until one entry is complete
 * the page is marked 'needs your details' and left out of the site.
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

const item = { name: '', description: '', price: '' };

export function MenuPanel() {
  const spec = useStore($spec)!;
  if (!spec.pages.includes('menu') || !spec.copy.menu) return null;
  return (
    <Group title="Menu" note={<Badge page="menu" />} open>
      <NeedsDetails page="menu" />
      <TextField label="Introduction" path={['copy', 'menu', 'intro']} multiline maxLength={400} />
      <ListEditor
        path={['copy', 'menu', 'sections']}
        itemLabel="Menu section"
        blank={{ title: '', items: [item] }}
        max={8}
      >
        {(s) => (
          <>
            <TextField label="Section title" path={['copy', 'menu', 'sections', s, 'title']} maxLength={90} />
            <ListEditor path={['copy', 'menu', 'sections', s, 'items']} itemLabel="Item" blank={item} max={30}>
              {(i) => (
                <div className="ed-row ed-priced">
                  <TextField label="Name" path={['copy', 'menu', 'sections', s, 'items', i, 'name']} maxLength={60} />
                  <TextField
                    label="Price"
                    path={['copy', 'menu', 'sections', s, 'items', i, 'price']}
                    maxLength={16}
                    placeholder="$4.50"
                  />
                  <TextField
                    label="Description (optional)"
                    path={['copy', 'menu', 'sections', s, 'items', i, 'description']}
                    maxLength={200}
                  />
                </div>
              )}
            </ListEditor>
          </>
        )}
      </ListEditor>
    </Group>
  );
}

export function ShopPanel() {
  const spec = useStore($spec)!;
  if (!spec.pages.includes('shop') || !spec.copy.shop) return null;
  return (
    <Group title="Shop" note={<Badge page="shop" />}>
      <NeedsDetails page="shop" />
      <TextField label="Introduction" path={['copy', 'shop', 'intro']} multiline maxLength={400} />
      <ListEditor path={['copy', 'shop', 'products']} itemLabel="Product" blank={item} max={30}>
        {(i) => (
          <div className="ed-row ed-priced">
            <TextField label="Name" path={['copy', 'shop', 'products', i, 'name']} maxLength={60} />
            <TextField
              label="Price"
              path={['copy', 'shop', 'products', i, 'price']}
              maxLength={16}
              placeholder="$18.00"
            />
            <TextField
              label="Description (optional)"
              path={['copy', 'shop', 'products', i, 'description']}
              maxLength={220}
            />
          </div>
        )}
      </ListEditor>
    </Group>
  );
}

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
