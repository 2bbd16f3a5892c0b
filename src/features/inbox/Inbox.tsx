// Placeholder owned by the listing-interactions work (issue 6), which replaces this file with the
// owner's inbox (leads and reviews, CSV export). Default export, no props; rendered on /dashboard.
export default function Inbox() {
  return <p className="notice">Your inbox is not available yet.</p>;
}
