/**
 * The demo salon (issue 41): a Halifax hair salon that takes bookings with a deposit, so a newcomer can try the
 * customer's side (its live website's 'Book', the deposit in test mode) and the owner's (the Calendar). It has a
 * login of its own, next to the demo bakery's (same password, `is_demo`): a salon owner is one person with one
 * business, and the bakery's dashboard, team and logins stay as the specs that sign in as it expect them. Its
 * website is published by demo-website.ts, its payout account made in test mode only by demo-payouts.ts, its
 * bookable services and bookings by demo-salon-bookings.ts. Fixed keys: a second seed changes nothing.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { listingRow, upsertListings } from './listing-rows.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';

export const DEMO_SALON = {
  email: 'salon@mainstreet.example',
  password: DEMO_ACCOUNT.password,
  name: 'Demo Hair Salon',
  listingId: 'demo-hair-salon-halifax',
  /** The second stylist, a staff member without a known password (nobody signs in as them). */
  stylistEmail: 'marcus.dixon@salon.mainstreet.example',
};

const open = (from: string, to: string) => ({ open: from, close: to });
/** Tuesday to Saturday; the stylists' own hours (demo-salon-bookings.ts) lie within these. */
export const SALON_HOURS = {
  monday: null,
  tuesday: open('09:00', '18:00'),
  wednesday: open('09:00', '18:00'),
  thursday: open('09:00', '18:00'),
  friday: open('09:00', '18:00'),
  saturday: open('09:00', '16:00'),
  sunday: null,
};

export async function seedDemoSalon(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO businesses (business_name, business_email, rank, password_hash, referral_code, is_demo)
     VALUES ($1, $2, 'web-hosting', $3, 'demo-hair-salon', true)
     ON CONFLICT ((lower(business_email))) DO UPDATE SET is_demo = true`,
    [DEMO_SALON.name, DEMO_SALON.email, await hashPassword(DEMO_SALON.password)],
  );
  await upsertListings(
    tx,
    [
      listingRow({
        business_unique_id: DEMO_SALON.listingId,
        business_name: DEMO_SALON.name,
        business_rank: 'web-hosting',
        owner_email: DEMO_SALON.email,
        categories: ['Hair Salon'],
        phone: '+1 902-555-0160',
        website_url: null,
        description:
          "Main Street's demo salon: haircuts and colour booked online with a deposit, used to show how bookings " +
          'work. Sign in as the demo salon to see its calendar.',
        address: {
          street_address: '1580 Argyle Street',
          city: 'Halifax',
          state: 'NS',
          country: 'CA',
          postal_code: 'B3J 2B3',
        },
        social: { facebook: null, instagram: null, linkedin: null },
        hours: SALON_HOURS,
        images: ['/media/listings/salon-1.svg', '/media/listings/salon-2.svg'],
        reviews: [],
      } as Parameters<typeof listingRow>[0]),
    ],
    'update',
  );
  // The second stylist joins the team as staff: a booking provider must be a member (or a resource).
  await tx.query(`INSERT INTO users (email, password_hash) VALUES ($1, $2) ON CONFLICT ((lower(email))) DO NOTHING`, [
    DEMO_SALON.stylistEmail,
    await hashPassword(randomBytes(24).toString('hex')),
  ]);
  await tx.query(
    `INSERT INTO memberships (user_id, business_id, role)
     SELECT u.id, b.id, 'staff' FROM users u, businesses b
     WHERE lower(u.email) = lower($1) AND lower(b.business_email) = lower($2)
     ON CONFLICT DO NOTHING`,
    [DEMO_SALON.stylistEmail, DEMO_SALON.email],
  );
}
