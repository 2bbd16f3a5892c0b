/**
 * The small script of the pages an emailed link opens (issue 29), no framework. Links emailed before the
 * token moved to the query carry it in the fragment (#token=…), which never reaches the server: this
 * moves it into the query, where the page reads it. Once read, the token leaves the address bar (the
 * form holds it). A link's one button is disabled while its post is in flight; the post itself is the
 * plain form's, the same with or without this script.
 */
const fragmentToken = new URLSearchParams(window.location.hash.slice(1)).get('token');
if (fragmentToken) {
  window.location.replace(`${window.location.pathname}?token=${encodeURIComponent(fragmentToken)}`);
} else if (new URLSearchParams(window.location.search).has('token')) {
  history.replaceState(history.state, '', window.location.pathname);
}

document.querySelectorAll<HTMLFormElement>('form[data-link-form]').forEach((form) => {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const label = button.textContent ?? '';
  let busy = false;
  form.addEventListener('submit', (event) => {
    if (busy) return event.preventDefault();
    busy = true;
    button.disabled = true;
    button.textContent = form.dataset.busy ?? label;
  });
  // Back to this page from the next one (the back-forward cache): the button works again.
  window.addEventListener('pageshow', () => {
    busy = false;
    button.disabled = false;
    button.textContent = label;
  });
});
