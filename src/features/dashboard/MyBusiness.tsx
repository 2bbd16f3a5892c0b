/** /dashboard/my-business: the owner edits its listing with the same form as the FREE checkout choice. */
import { useEffect } from 'react';
import { useSession } from '../login/use-session.ts';
import ListingForm from '../listing-form/ListingForm.tsx';

export default function MyBusiness() {
  const { ready, auth } = useSession();
  useEffect(() => {
    if (ready && auth.status !== 1) window.location.replace('/login/');
  }, [ready, auth.status]);
  if (!ready)
    return (
      <p className="muted" role="status">
        Loading your account…
      </p>
    );
  if (auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to edit your listing.
      </p>
    );
  return <ListingForm mode="edit" businessName={auth.name} />;
}
