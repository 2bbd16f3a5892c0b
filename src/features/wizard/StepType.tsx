import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  CATALOGUE,
  exactType,
  findType,
  isSelectable,
  searchTypes,
  toSlug,
  type BusinessType,
} from '../../shared/catalogue/catalogue.ts';
import Carousel from './Carousel.tsx';
import Icon from './Icon.tsx';
import { $data, chooseNiche, chooseSubCategory, chooseType } from './wizard.store.ts';

/** Step 1: business type — search (or a custom niche), the type carousel, then the sub-category row. */
export default function StepType() {
  const data = useStore($data);
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const types = searchTypes(query);
  const chosen = findType(data.websiteType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schemas (and zod) load on the first search, not with the page (issue 29).
    const { SEARCH_QUERY_MESSAGE, customNicheSchema } = await import('../../schemas/wizard.ts');
    if (!query.trim()) return setError(SEARCH_QUERY_MESSAGE);
    const exact = exactType(query);
    if (exact) {
      setError('');
      return chooseType(exact.name);
    }
    const niche = customNicheSchema.safeParse(query);
    if (!niche.success) return setError(niche.error.issues[0]!.message);
    chooseNiche(niche.data);
  };

  const typeCard = (type: BusinessType) => {
    const selected = chosen && toSlug(chosen.name) === toSlug(type.name);
    return (
      <button
        type="button"
        className="wz-type"
        aria-pressed={selected ? 'true' : 'false'}
        aria-disabled={isSelectable(type) ? undefined : 'true'}
        onClick={() => isSelectable(type) && chooseType(type.name)}
      >
        <Icon name={type.icon} size={32} />
        <span className="wz-type-name">{type.name}</span>
        {type.comingSoon && <span className="wz-soon">Coming soon</span>}
      </button>
    );
  };

  return (
    <div className="wz-step">
      <h2 id="wizard-heading" tabIndex={-1}>
        Create your website
      </h2>
      <p className="muted">
        Pick your type of business, or search for it. Can’t find it? Type your own niche and press Search.
      </p>
      <form className="wz-search" role="search" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="wz-search" className="visually-hidden">
          Search business types
        </label>
        <input
          id="wz-search"
          type="search"
          value={query}
          placeholder="e.g. coffee, church, renovations, dog grooming"
          aria-describedby="wz-search-msg"
          onChange={(e) => {
            setQuery(e.target.value);
            setError('');
          }}
        />
        <button className="btn btn-primary" type="submit">
          Search
        </button>
      </form>
      <p id="wz-search-msg" className={error ? 'field-error' : 'muted wz-hint'} role={error ? 'alert' : undefined}>
        {error ||
          (query.trim() && !exactType(query)
            ? `Press Enter or Search to build a website for “${query.trim()}” as your own niche.`
            : '')}
      </p>
      {types.length === 0 ? (
        <p className="notice">No business type matches “{query}”. Press Search to use it as your own niche.</p>
      ) : (
        <Carousel label="Business types" items={types} itemKey={(t) => t.name} render={typeCard} />
      )}
      {chosen && isSelectable(chosen) && chosen.subCategories.length > 0 && (
        <div className="wz-subrow">
          <h3>What kind of {chosen.name.toLowerCase()}?</h3>
          <Carousel
            label="Sub-categories"
            items={chosen.subCategories}
            itemKey={(s) => s}
            render={(sub) => (
              <button
                type="button"
                className="wz-sub"
                aria-pressed={toSlug(sub) === data.businessSubCategory && data.currentStep > 1 ? 'true' : 'false'}
                onClick={() => chooseSubCategory(sub)}
              >
                {sub}
              </button>
            )}
          />
        </div>
      )}
      <p className="muted wz-count">
        {CATALOGUE.filter(isSelectable).length} business types available now
        {CATALOGUE.some((t) => !isSelectable(t)) ? ', more coming soon' : ''}. Not listed? Search for your own niche.
      </p>
    </div>
  );
}
