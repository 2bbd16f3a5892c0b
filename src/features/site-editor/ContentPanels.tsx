/** The editor's groups for the words of each page: about, team, services, questions, contact. */
import { useStore } from '@nanostores/react';
import { $spec } from './site-editor.store.ts';
import { Group, ListEditor, TextField } from './Fields.tsx';

export function AboutPanel() {
  return (
    <Group title="About page">
      <TextField label="Title" path={['copy', 'about', 'title']} maxLength={90} />
      <ListEditor path={['copy', 'about', 'paragraphs']} itemLabel="Paragraph" blank="" min={2} max={4}>
        {(i) => <TextField label="Text" path={['copy', 'about', 'paragraphs', i]} multiline maxLength={900} />}
      </ListEditor>
      <TextField label="Mission" path={['copy', 'about', 'mission']} multiline maxLength={400} />
    </Group>
  );
}

export function TeamPanel() {
  return (
    <Group title="Team page">
      <TextField label="Introduction" path={['copy', 'team', 'intro']} multiline maxLength={500} />
      <ListEditor
        path={['copy', 'team', 'members']}
        itemLabel="Team member"
        blank={{ role: '', bio: '' }}
        min={2}
        max={6}
      >
        {(i) => (
          <>
            <TextField label="Name or role" path={['copy', 'team', 'members', i, 'role']} maxLength={60} />
            <TextField label="About them" path={['copy', 'team', 'members', i, 'bio']} multiline maxLength={320} />
          </>
        )}
      </ListEditor>
    </Group>
  );
}

export function ServicesPanel() {
  const spec = useStore($spec)!;
  if (!spec.copy.services.length) return null;
  return (
    <Group title="Services">
      {spec.copy.services.map((s, i) => (
        <fieldset key={s.slug} className="ed-item">
          <legend>{s.name}</legend>
          <TextField label="Name" path={['copy', 'services', i, 'name']} maxLength={60} />
          <TextField label="Summary" path={['copy', 'services', i, 'summary']} multiline maxLength={260} />
          {s.paragraphs.map((_, p) => (
            <TextField
              key={p}
              label={`Paragraph ${p + 1}`}
              path={['copy', 'services', i, 'paragraphs', p]}
              multiline
              maxLength={900}
            />
          ))}
          <ListEditor path={['copy', 'services', i, 'highlights']} itemLabel="Highlight" blank="" min={3} max={5}>
            {(h) => <TextField label="Text" path={['copy', 'services', i, 'highlights', h]} maxLength={160} />}
          </ListEditor>
        </fieldset>
      ))}
    </Group>
  );
}

export function FaqPanel() {
  return (
    <Group title="Questions and answers">
      <ListEditor path={['copy', 'faq']} itemLabel="Question" blank={{ question: '', answer: '' }} max={10}>
        {(i) => (
          <>
            <TextField label="Question" path={['copy', 'faq', i, 'question']} maxLength={160} />
            <TextField label="Answer" path={['copy', 'faq', i, 'answer']} multiline maxLength={500} />
          </>
        )}
      </ListEditor>
    </Group>
  );
}

export function ContactPanel() {
  return (
    <Group title="Contact page">
      <TextField label="Title" path={['copy', 'contact', 'title']} maxLength={90} />
      <TextField label="Introduction" path={['copy', 'contact', 'intro']} multiline maxLength={400} />
    </Group>
  );
}
