// Placeholder owned by the accounts work (issue 4), which replaces this file with the real
// affiliate registration form (business name, email, password, website URL). Default export, no props.
export default function AffiliateForm() {
  return <p className="notice">Affiliate registration is not available yet.</p>;
}
