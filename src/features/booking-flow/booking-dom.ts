/** Small DOM helpers of the customer's booking pages (issue 41): text only, nothing read as HTML. */
export function el(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export function show(root: HTMLElement, ...nodes: Node[]): void {
  root.replaceChildren(...nodes);
  root.setAttribute('aria-busy', 'false');
}

/** A labelled control with its error line (`booking-{name}-error`, read out with the control). */
export function field(parent: HTMLElement, name: string, label: string, tag: 'input' | 'select'): HTMLElement {
  const id = `booking-${name}`;
  const wrap = el('div', undefined, 'field');
  const l = el('label', label);
  l.setAttribute('for', id);
  const control = document.createElement(tag);
  control.id = id;
  control.name = name;
  const error = el('p', '', 'form-error');
  error.id = `${id}-error`;
  control.setAttribute('aria-describedby', error.id);
  wrap.append(l, control, error);
  parent.append(wrap);
  return control;
}

/** A JSON call: its status, body (when ok or a known error) and the server's message. */
export async function getJson<T>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body?: T; message?: string }> {
  try {
    const res = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
    const body = (await res.json().catch(() => undefined)) as (T & { error?: { message?: string } }) | undefined;
    return {
      status: res.status,
      body: res.ok || res.status === 409 || res.status === 400 ? body : undefined,
      message: body?.error?.message,
    };
  } catch {
    return { status: 0 };
  }
}
