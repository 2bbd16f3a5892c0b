/** The site's one URL form (issue 28): it lives in src/shared so every layer (navigations too) uses it. */
export { inUrlForm, pathInUrlForm } from '../../shared/url-form.ts';
