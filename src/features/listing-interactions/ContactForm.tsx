// Placeholder owned by the listing-interactions work (issue 6), which replaces this file with the
// real review/message form. Contract: default export, props below, rendered inside the listing popup.
export interface ContactFormProps {
  listingId: string;
  businessName: string;
  mode: 'message' | 'review';
}

export default function ContactForm({ mode }: ContactFormProps) {
  return <p className="notice">{mode === 'review' ? 'Posting reviews' : 'Sending messages'} is not available yet.</p>;
}
