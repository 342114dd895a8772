import type { Metadata } from "next";
import { requireUserPage } from "@/lib/auth/guards";
import { findProfile, type ProfileDto } from "@/lib/accounts/users";
import { listMyBookings, type BookingDto } from "@/lib/bookings/bookings";
import { ProfileView } from "@/components/accounts/profile-view";
import { YourBookings } from "@/components/accounts/your-bookings";

// Per signed-in user, read on every request: allowed to block, never cached.
export const instant = false;

export const metadata: Metadata = { title: "Your Profile", robots: { index: false } };

async function loadBookings(userId: string): Promise<BookingDto[] | null> {
  try {
    return await listMyBookings(userId);
  } catch (error) {
    console.error("bookings could not be loaded", error);
    return null;
  }
}

export default async function ProfilePage() {
  const caller = await requireUserPage();
  let profile: ProfileDto | null;
  try {
    profile = await findProfile(caller.id);
  } catch (error) {
    console.error("profile could not be loaded", error);
    return <Message text="Failed to fetch profile" />;
  }
  if (!profile) return <Message text="Profile not found" />;
  const bookings = await loadBookings(caller.id);
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-6 font-serif text-3xl font-bold">Hello, {profile.firstName ?? profile.username}</h1>
      <ProfileView initial={profile} />
      <YourBookings bookings={bookings} />
    </div>
  );
}

function Message({ text }: { text: string }) {
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-12">
      {text}
    </p>
  );
}
